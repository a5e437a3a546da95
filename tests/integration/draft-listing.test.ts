import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * A venue still in onboarding (SPEC §4: onboarding_done false) is nobody's search result, page or
 * booking until it goes live (ADR 067, 104); its feedback page (/r/{id}, the QR code) still opens.
 */
let server: TestServer;
let c: Client;
const ids: Record<string, string> = {};
const day = (n: number) => addDays(dateIn('Europe/Ljubljana'), n);
const names = <T extends { name?: string; title?: string }>(rows: T[]) => rows.map((r) => r.name ?? r.title);

beforeAll(async () => {
  server = await startTestServer();
  c = new Client(server.url);
  const db = server.core.db;
  ids.draft = (await createVenue(db, { name: 'Zzdraft Bistro', city: 'Zzdraftcity', total_tables: 8, featured: true, onboarding_done: false })).id;
  ids.live = (await createVenue(db, { name: 'Zzlive Bistro', city: 'Zzdraftcity', total_tables: 8, featured: true })).id;
  ids.draftStay = (await createProperty(db, { name: 'Zzdraft Lodge', city: 'Zzdraftcity', total_rooms: 1, onboarding_done: false })).venue.id;
  ids.liveStay = (await createProperty(db, { name: 'Zzlive Lodge', city: 'Zzdraftcity', total_rooms: 1 })).venue.id;
});
afterAll(() => server?.close());

describe('drafts are not listed', () => {
  it('keeps a draft restaurant out of search, the list, suggestions, the carousel, its page and booking; its feedback page opens', async () => {
    const found = JSON.stringify((await c.query('restaurant.search', { location: 'Zzdraftcity' })).data);
    expect(found).toContain('Zzlive Bistro');
    expect(found).not.toContain('Zzdraft Bistro');
    expect(names((await c.query<{ name: string }[]>('restaurant.list', {})).data)).not.toContain('Zzdraft Bistro');
    expect(names((await c.query<{ name: string }[]>('restaurant.list', {})).data)).toContain('Zzlive Bistro');
    const suggested = JSON.stringify((await c.query('restaurant.suggest', { q: 'Zzdraft' })).data);
    expect(suggested).not.toContain('Zzdraft Bistro');
    const carousel = names((await c.query<{ title: string }[]>('restaurant.featured')).data);
    expect(carousel).toContain('Zzlive Bistro');
    expect(carousel).not.toContain('Zzdraft Bistro');
    const page = await c.query('restaurant.byId', { id: ids.draft });
    expect({ status: page.status, message: page.error?.message }).toEqual({ status: 404, message: 'Restaurant not found' });
    const booked = await c.mutate('reservation.create', {
      restaurantId: ids.draft,
      date: day(3),
      time: '19:00',
      partySize: 2,
      guestName: 'Ana',
      guestEmail: 'draft.guest@example.com',
      privacyConsent: true,
    });
    expect({ status: booked.status, message: booked.error?.message }).toEqual({ status: 404, message: 'Restaurant not found' });
    expect((await c.query('review.feedbackVenue', { restaurantId: ids.draft })).status).toBe(200);
  });

  it('keeps a draft property out of stays search and the list', async () => {
    const search = await c.query<{ name: string }[]>('stay.search', { location: 'Zzdraftcity', check_in: day(10), check_out: day(12), guests: 1 });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.data)).toContain('Zzlive Lodge');
    expect(JSON.stringify(search.data)).not.toContain('Zzdraft Lodge');
    const list = JSON.stringify((await c.query('stay.list', {})).data);
    expect(list).toContain('Zzlive Lodge');
    expect(list).not.toContain('Zzdraft Lodge');
  });
});
