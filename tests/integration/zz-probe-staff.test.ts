import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { staffMember } from '../support/invitations';
import { subscribedOwner } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';
import { receivedPushes, testDevice } from '../support/web-push';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server?.close());

it('probe push', async () => {
  const o = await subscribedOwner(server, 'probe.owner@example.com');
  const v = await createVenue(server.core.db, { owner_id: o.userId, name: 'Probe', total_tables: 10 });
  const host = await staffMember(server, o.client, 'probe.host@example.com', 'host', [v.id]);
  const hd = testDevice(`${server.url}/local-push/host-dev`);
  const od = testDevice(`${server.url}/local-push/owner-dev`);
  for (const [c, d] of [[host.client, hd], [o.client, od]] as const) {
    const r = await c.mutate('ownerPush.subscribe', { venueId: v.id, subscription: { endpoint: d.endpoint, keys: d.keys }, kinds: ['new_booking'], locale: 'en' });
    console.log('sub', r.status, r.error?.message);
  }
  const res = await new Client(server.url).mutate('reservation.create', { restaurantId: v.id, date: addDays(dateIn('Europe/Ljubljana'), 5), time: '18:00', partySize: 2, guestName: 'G', guestEmail: 'g@example.com', privacyConsent: true });
  console.log('book', res.status, res.error?.message);
  await expect.poll(() => receivedPushes(server.url, 'owner-dev', od), { timeout: 15_000 }).toHaveLength(1);
  await server.core.push.owners.settled();
  console.log('host got', (await receivedPushes(server.url, 'host-dev', hd)).length);
});
