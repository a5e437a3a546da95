import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '@tablestay/core/account/crypto';
import { createAi } from '@tablestay/core/ai/engine';
import { loadVenue, onTheBooks } from '@tablestay/core/ai/forecast/history';
import { busyDayTips } from '@tablestay/core/ai/forecast/service';
import { mockModel } from '@tablestay/core/ai/mock-model';
import { createStayBooking } from '@tablestay/core/db/factories';
import { guestLinkHash } from '@tablestay/core/account/guest-link';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { refusalText, staffOnA } from '../support/access';
import { OWNER_ACTORS, ownerCast, PLAN_ACTORS, PLANS_OF, type OwnerActor, type OwnerCast } from '../support/owners';
import { startTestServer, type TestServer } from '../support/server';

// Busy Day Suggestions (ADR 080) over real HTTP and a real database: the plan gate and
// venue scoping, "no history" telling the panel to disable the button, and with the SDK's mock
// model: the facts reach the prompt, a malformed or contradicting answer falls back to the facts.

let server: TestServer;
let cast: OwnerCast;
const today = () => dateIn('Europe/Ljubljana');
/** Noon UTC of a date: the same date in the venue's zone. */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

beforeAll(async () => {
  server = await startTestServer();
  cast = await ownerCast(server);
  // 56 days of dinners at A's restaurant: busy Fridays and Saturdays, quiet Mondays.
  const rows = [];
  for (let d = -56; d <= -1; d++) {
    const date = addDays(today(), d);
    const wd = new Date(`${date}T12:00:00Z`).getUTCDay();
    const n = wd === 5 || wd === 6 ? 40 : wd === 1 ? 4 : 12;
    for (let i = 0; i < n; i++)
      rows.push({
        restaurant_id: cast.venueA,
        guest_name: 'G',
        guest_email: `g${d}.${i}@example.com`,
        date,
        time: '19:00',
        party_size: 2,
        status: 'seated' as const,
        view_token: guestLinkHash(randomToken()),
      });
  }
  // Cancelled ones never count.
  rows.push({
    restaurant_id: cast.venueB,
    guest_name: 'G',
    guest_email: 'x@example.com',
    date: addDays(today(), -3),
    time: '19:00',
    party_size: 2,
    status: 'cancelled' as const,
    view_token: guestLinkHash(randomToken()),
  });
  await server.core.db.insertInto('reservations').values(rows).execute();
});
afterAll(() => server?.close());

// On A's restaurant: the plan is checked first, so a Restaurant plan owner learns only "not found",
// owners without it hear which plan to buy (ADR 104). Both procedures are a manager's (ADR 127):
// A's manager is answered, A's host is not allowed, the removed host hears so.
const READ: Record<OwnerActor, number> = {
  visitor: 401,
  guest: 403,
  ownerA: 200,
  ownerB: 404,
  admin: 200,
  restaurantOwner: 404,
  staysOwner: 403,
  unpaidOwner: 403,
  ...staffOnA('manager'),
};

describe('busyDays procedures', () => {
  it.each(['busyDays.status', 'busyDays.generate'])("%s: only A, A's manager and an admin read A's venue", async (proc) => {
    const seen: Record<string, [number, string | undefined]> = {};
    for (const actor of OWNER_ACTORS) {
      const input = { venueId: cast.venueA, kind: 'dining', locale: 'en' };
      const client = cast.clients[actor];
      const res = proc.endsWith('status') ? await client.query(proc, input) : await client.mutate(proc, input);
      seen[actor] = [res.status, res.error?.message];
    }
    expect(seen).toEqual(Object.fromEntries(OWNER_ACTORS.map((a) => [a, [READ[a], refusalText(a, READ[a], { plan: 'restaurant' })]])));
  });

  it.each([
    ['dining', 'restaurant'],
    ['stays', 'stays'],
  ] as const)("%s tips on an owner's own venue need the %s plan", async (kind, plan) => {
    const seen: Record<string, [number, number, string | null | undefined]> = {};
    for (const actor of PLAN_ACTORS) {
      const input = { venueId: kind === 'dining' ? cast.venue(actor) : cast.property(actor).id, kind, locale: 'en' };
      const status = await cast.clients[actor].query('busyDays.status', input);
      const generate = await cast.clients[actor].mutate('busyDays.generate', input);
      seen[actor] = [status.status, generate.status, generate.error?.data.plan];
    }
    // With the plan: the status answers, and generating says there is no history yet (400).
    expect(seen).toEqual(Object.fromEntries(PLAN_ACTORS.map((a) => [a, PLANS_OF[a].includes(plan) ? [200, 400, null] : [403, 403, plan]])));
  });

  it('needs an owner plan', async () => {
    await server.core.db.updateTable('subscriptions').set({ status: 'canceled' }).where('user_id', '=', cast.userIds.ownerB).execute();
    const res = await cast.clients.ownerB.query('busyDays.status', { venueId: cast.venueB, kind: 'dining' });
    expect(res.status).toBe(403);
    await server.core.db.updateTable('subscriptions').set({ status: 'active' }).where('user_id', '=', cast.userIds.ownerB).execute();
  });

  it('tells the panel when there is no history, and refuses to forecast then', async () => {
    const none = await cast.clients.ownerB.query('busyDays.status', { venueId: cast.venueB, kind: 'dining' });
    expect(none.data).toEqual({ hasHistory: false, historyDays: 0, windowDays: 90, horizonDays: 14 });
    const res = await cast.clients.ownerB.mutate('busyDays.generate', { venueId: cast.venueB, kind: 'dining', locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('No occupancy history yet: busy-day tips need past bookings.');
    const some = await cast.clients.ownerA.query('busyDays.status', { venueId: cast.venueA, kind: 'dining' });
    expect(some.data).toMatchObject({ hasHistory: true, historyDays: 56 });
  });

  it('forecasts 14 days with busy weekends and actions on them, in English and Slovenian', async () => {
    const res = await cast.clients.ownerA.mutate<{
      days: { date: string; weekday: string; load: number; capacity: number }[];
      tips: { action: string }[];
      summary: string;
      by: string;
    }>('busyDays.generate', { venueId: cast.venueA, kind: 'dining', locale: 'en' });
    expect(res.status).toBe(200);
    const days = res.data!.days;
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(today(), i)));
    const load = (w: string) => Math.max(...days.filter((d) => d.weekday === w).map((d) => d.load));
    expect(load('sat')).toBeGreaterThan(load('mon'));
    expect(res.data!.by).toBe('local');
    expect(res.data!.tips.map((t) => t.action)).toContain('staffing');
    expect(res.data!.summary).toMatch(/^Over the next 14 days we expect an average load of \d+%\./);
    const sl = await cast.clients.ownerA.mutate<{ summary: string }>('busyDays.generate', { venueId: cast.venueA, kind: 'dining', locale: 'sl' });
    expect(sl.data!.summary).toMatch(/^V naslednjih 14 dneh pričakujemo povprečno zasedenost \d+ %\./);
  });

  it('forecasts a property from its booked nights', async () => {
    const p = cast.propertyA;
    for (let d = -40; d <= -2; d += 7)
      await createStayBooking(server.core.db, {
        restaurant_id: p.id,
        room_type_id: p.roomTypeId,
        room_id: p.roomIds[0]!,
        check_in: addDays(today(), d),
        check_out: addDays(today(), d + 2),
        status: 'checked_out',
      });
    const res = await cast.clients.ownerA.mutate<{ days: { capacity: number }[]; tips: { action: string }[] }>('busyDays.generate', {
      venueId: p.id,
      kind: 'stays',
      locale: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.data!.days.every((d) => d.capacity === 3)).toBe(true);
    expect(res.data!.tips.map((t) => t.action)).not.toContain('waitlist');
  });

  it('counts what was on the books for a day as known each lead before it (ADR 120)', async () => {
    const p = cast.propertyA;
    const day = addDays(today(), 3);
    const stay = { restaurant_id: p.id, room_type_id: p.roomTypeId, check_in: day, check_out: addDays(day, 2) };
    // Booked 10 days ago and kept: on the books from 12 days before the night (lead 12), not 13.
    await createStayBooking(server.core.db, { ...stay, room_id: p.roomIds[0]!, status: 'confirmed', created_at: at(addDays(today(), -10)) });
    // Booked yesterday, cancelled today: on the books only as known at the start of today (lead 3).
    await createStayBooking(server.core.db, {
      ...stay,
      room_id: p.roomIds[1]!,
      status: 'cancelled',
      created_at: at(addDays(today(), -1)),
      updated_at: new Date(),
    });
    // An unpaid hold never holds the night.
    await createStayBooking(server.core.db, { ...stay, room_id: p.roomIds[2]!, status: 'awaiting_deposit', created_at: at(addDays(today(), -5)) });
    const v = await loadVenue(server.core.db, p.id);
    const books = await onTheBooks(server.core.db, 'stays', v, day, day);
    expect(books?.get(day)).toEqual([1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(await onTheBooks(server.core.db, 'dining', v, day, day)).toBeUndefined();
  });
});

const user = () => ({ id: cast.userIds.ownerA, role: 'owner' as const });
const input = () => ({ venueId: cast.venueA, kind: 'dining', locale: 'en' });

describe('busy-day tips through a model', () => {
  it('sends the computed facts to the model and uses a well-formed answer that agrees', async () => {
    const local = await busyDayTips({ db: server.core.db, port: createAi(null) }, user(), input());
    const answer = { summary: 'Weekends will be full.', tips: local.tips.map((t) => ({ action: t.action, text: `Model: ${t.action}` })) };
    const model = mockModel(answer);
    const out = await busyDayTips({ db: server.core.db, port: createAi(model, () => {}) }, user(), input());
    expect(out).toMatchObject({ by: 'model', summary: 'Weekends will be full.' });
    expect(out.days).toEqual(local.days);
    const prompt = model.prompts().join('\n');
    const busiest = local.actions[0]!.days[0]!;
    expect(prompt).toContain(busiest.date);
    expect(prompt).toContain(`\\"load\\":${busiest.load}`); // the prompt's JSON inside the recorded JSON
    expect(prompt).toContain('\\"kind\\":\\"staffing\\"');
    expect(prompt).toContain('Answer in English');
  });

  it.each([
    ['malformed', 'not json at all'],
    ['wrong shape', { summary: 3, tips: 'many' }],
    ['an invented number', { summary: 'Expect 123 guests on 1 Jan.', tips: [] }],
  ])('falls back to the facts on %s', async (_, reply) => {
    const lines: string[] = [];
    const out = await busyDayTips({ db: server.core.db, port: createAi(mockModel(reply), (l) => lines.push(l)) }, user(), { ...input(), locale: 'sl' });
    expect(out.by).toBe('local');
    expect(out.summary).toMatch(/^V naslednjih 14 dneh/);
    expect(lines.join()).toContain('busy-days');
  });
});
