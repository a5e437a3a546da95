import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client, startTestServer, type TestServer } from '../support/server';

/** A venue still in onboarding (SPEC §4: onboarding_done false) is nobody's search result until it goes live. */
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
  it('keeps a draft restaurant out of search, the list, suggestions and the carousel, and still opens it by id', async () => {
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
    expect((await c.query('restaurant.byId', { id: ids.draft })).status).toBe(200);
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
