import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { staffMember } from '../support/invitations';
import { subscribedOwner } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';
import { receivedPushes, testDevice } from '../support/web-push';

/**
 * A host's own phone gets the venue's notifications (ADR 127), through the real sender to the local
 * push endpoint, as the owner's does (ADR 119); once the owner removes the host, nothing more reaches it.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

let slot = 0;
const guestBooks = async (venueId: string) => {
  const res = await new Client(server.url).mutate('reservation.create', {
    restaurantId: venueId,
    date: addDays(dateIn('Europe/Ljubljana'), 10 + ++slot),
    time: '18:00',
    partySize: 2,
    guestName: 'Nika Potisk',
    guestEmail: `staff.push.${slot}@example.com`,
    privacyConsent: true,
  });
  expect(res.status).toBe(200);
};

describe("a host's device", () => {
  it('receives a new booking while the host has access, and nothing after removal', async () => {
    const { client: owner, userId } = await subscribedOwner(server, 'push.staff.owner@example.com');
    const venue = await createVenue(server.core.db, { owner_id: userId, name: 'Gostilna Push', city: 'Ljubljana', total_tables: 10 });
    const host = await staffMember(server, owner, 'push.host@example.com', 'host', [venue.id]);
    const id = `host-device-${Date.now()}`;
    const device = testDevice(`${server.url}/local-push/${id}`);
    const sub = await host.client.mutate('ownerPush.subscribe', {
      venueId: venue.id,
      subscription: { endpoint: device.endpoint, keys: device.keys },
      kinds: ['new_booking'],
    });
    expect(sub.status).toBe(200);

    await guestBooks(venue.id);
    await expect.poll(() => receivedPushes(server.url, id, device), { timeout: 15_000 }).toHaveLength(1);
    const [first] = await receivedPushes(server.url, id, device);
    expect(first!.payload.title).toBe('New booking at Gostilna Push');

    expect((await owner.mutate('staff.remove', { userId: host.userId })).status).toBe(200);
    await guestBooks(venue.id);
    await server.core.push.owners.settled();
    expect(await receivedPushes(server.url, id, device)).toHaveLength(1);
  });
});
