import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAi } from '@tablestay/core/ai/engine';
import { mockModel } from '@tablestay/core/ai/mock-model';
import type { AiPort } from '@tablestay/core/ai/port';
import type { CityPackResult } from '@tablestay/core/ai/citypacks/service';
import { createRoomType, createVenue } from '@tablestay/core/db/factories';
import { verifiedGuest } from '../support/accounts';
import { Client, startTestServer, type TestServer } from '../support/server';

/** city-pack over real HTTP (ADR 086): the gates, the SPEC §5 texts, and the model at its adapter. */

let server: TestServer;
let subscriber: Client;
let embedded: AiPort;
const venueIds: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  embedded = server.core.ai.port;
  const db = server.core.db;
  const inn = await createVenue(db, { name: 'Gostilna Test', city: 'Ljubljana', total_tables: 8, onboarding_done: true, cuisine: 'Slovenian' });
  const draft = await createVenue(db, { name: 'Draft Bistro', city: 'Ljubljana', total_tables: 8, onboarding_done: false });
  const elsewhere = await createVenue(db, { name: 'Maribor Inn', city: 'Maribor', total_tables: 8, onboarding_done: true });
  const villa = await createVenue(db, { name: 'Vila Test', city: 'ljubljana', total_tables: 0, total_rooms: 3, onboarding_done: true });
  await createRoomType(db, { restaurant_id: villa.id });
  // Not live (ADR 104): an owner who does not pay, and a property whose only room type has no price.
  await createVenue(db, { name: 'Unpaid Bistro', city: 'Ljubljana', total_tables: 8, ownerPays: false });
  const free = await createVenue(db, { name: 'Free Villa', city: 'Ljubljana', total_tables: 0, total_rooms: 1 });
  await createRoomType(db, { restaurant_id: free.id, base_price_eur: 0 });
  Object.assign(venueIds, { inn: inn.id, draft: draft.id, elsewhere: elsewhere.id, villa: villa.id });
  subscriber = await verifiedGuest(server, 'city.packer@example.com');
  const started = await subscriber.mutate<{ url: string }>('billing.createCheckout', { plan: 'citypacks' });
  await fetch(started.data.url, { method: 'POST', redirect: 'manual' });
});
afterEach(() => {
  server.core.ai.port = embedded;
});
afterAll(() => server?.close());

const generate = (c: Client, input: Record<string, unknown>) => c.mutate<CityPackResult>('citypacks.generate', input);
const ljubljana = { city: 'Ljubljana', days: 2, interests: 'food, culture, viewpoints', locale: 'en' };

describe('citypacks.generate', () => {
  it('asks for sign-in, then for the add-on', async () => {
    const anonymous = await generate(new Client(server.url), ljubljana);
    expect(anonymous.error?.message).toBe('Please log in first');
    const guest = await verifiedGuest(server, 'no.citypack@example.com');
    const unpaid = await generate(guest, ljubljana);
    expect(unpaid.error?.message).toBe('Subscription required — Please subscribe to use AI City Packs');
    expect(unpaid.error?.data.domainCode).toBe('billing.citypacks_required');
  });

  it('refuses invalid input with the SPEC §5 texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ljubljana, city: '   ' }, 'City is required'],
      [{ ...ljubljana, city: 'x'.repeat(101) }, 'City name too long'],
      [{ ...ljubljana, days: 0 }, 'At least 1 day'],
      [{ ...ljubljana, days: 8 }, 'Maximum 7 days'],
      [{ ...ljubljana, interests: 'y'.repeat(501) }, 'Interests too long'],
    ];
    for (const [input, message] of cases) {
      const res = await generate(subscriber, input);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(message);
    }
  });

  it("plans from the curated places and the city's listed venues, with their booking links, on the embedded engine", async () => {
    const res = await generate(subscriber, ljubljana);
    expect(res.status).toBe(200);
    const pack = res.data;
    if (!pack.known) throw new Error('Ljubljana should be known');
    expect(pack.by).toBe('local');
    const links = pack.plan.days.flatMap((d) => d.slots.flatMap((s) => s.stops.map((x) => x.link))).filter(Boolean);
    expect(links).toEqual([`/restaurants/${venueIds.inn}`]);
    expect(pack.plan.stays).toEqual([{ name: 'Vila Test', link: `/stays/${venueIds.villa}` }]);
    expect(JSON.stringify(pack)).not.toMatch(/Draft Bistro|Maribor Inn|Unpaid Bistro|Free Villa/);
    expect(pack.wording.days[0]!.slots.map((s) => s.text).join(' ')).toContain('Ljubljana Castle (about 2 h)');
    expect(pack.wording.days.flatMap((d) => d.slots.map((s) => s.text)).join(' ')).toContain(
      'Dinner at Gostilna Test (Slovenian): book your table on TableStay.',
    );

    const sl = await generate(subscriber, { ...ljubljana, interests: 'hrana, kultura', locale: 'sl' });
    if (!sl.data.known) throw new Error('known');
    expect(sl.data.wording.intro).toBe('Dva dni v kraju Ljubljana, načrtovano po vaših interesih: kulinarika, kultura.');
    expect(sl.data.wording.days[0]!.title).toContain('Ljubljanski grad');
    expect(sl.data.wording.days.flatMap((d) => d.slots.map((s) => s.text)).join(' ')).toContain(
      'Večerja: Gostilna Test (Slovenska): mizo rezervirate na TableStay.',
    );
  });

  it('names the supported cities for one it does not know, inventing nothing', async () => {
    const res = await generate(subscriber, { ...ljubljana, city: 'Atlantis' });
    expect(res.data).toMatchObject({ known: false, city: 'Atlantis' });
    if (res.data.known) throw new Error('unknown');
    expect(res.data.supported).toContain('Ljubljana');
    expect(res.data.supported).toContain('Bled');
  });

  it('sends the facts to a model, keeps an answer that agrees, and falls back on a malformed or inventing one', async () => {
    const local = await generate(subscriber, { ...ljubljana, days: 1 });
    if (!local.data.known) throw new Error('known');
    const plan = local.data.plan;
    const agreeing = {
      intro: 'A day of castles and food.',
      days: [
        {
          day: 1,
          title: 'Old town',
          slots: plan.days[0]!.slots.filter((s) => s.stops.length).map((s) => ({
            slot: s.slot,
            places: s.stops.map((x) => x.name),
            text: `Visit ${s.stops.map((x) => x.name).join(', ')}.`,
          })),
        },
      ],
      closing: 'Enjoy.',
    };
    const model = mockModel(agreeing);
    server.core.ai.port = createAi(model, () => {});
    const worded = await generate(subscriber, { ...ljubljana, days: 1 });
    if (!worded.data.known) throw new Error('known');
    expect(worded.data.by).toBe('model');
    expect(worded.data.wording.intro).toBe('A day of castles and food.');
    const prompt = model.prompts()[0]!;
    expect(prompt).toContain('Gostilna Test');
    expect(prompt).toContain('Ljubljana Castle');
    expect(prompt).toContain('The medieval castle above the old town');
    expect(prompt).not.toContain(venueIds.inn); // links stay out of the prompt: the page adds them

    const inventing = structuredClone(agreeing);
    inventing.days[0]!.slots[0]!.places.push('Eiffel Tower');
    for (const reply of ['{"intro": 1', { intro: 'x' }, inventing]) {
      server.core.ai.port = createAi(mockModel(reply), () => {});
      const res = await generate(subscriber, { ...ljubljana, days: 1 });
      if (!res.data.known) throw new Error('known');
      expect(res.data.by).toBe('local');
      expect(res.data.wording).toEqual(local.data.wording);
    }
  });
});
