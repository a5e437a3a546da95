import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createReservation, createStayBooking, createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { accountOf, invite, staffMember } from '../support/invitations';
import { subscribedOwner } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * Staff logins over real HTTP (ADR 127): an owner invites a person by email with a role, the
 * person accepts by the emailed link (signed in, the address proven), then works the venue as far
 * as the role reaches; the owner's lists name who gave a booking its status; the Staff page.
 * Edge cases of the link and removal: staff-invitations.test.ts.
 */

let server: TestServer;
let owner: Client;
let ownerId: string;
const OWNER_NAME = 'Mira Kovač';
const today = () => dateIn('Europe/Ljubljana');

beforeAll(async () => {
  server = await startTestServer();
  ({ client: owner, userId: ownerId } = await subscribedOwner(server, 'staff.owner@example.com'));
  await server.core.db.updateTable('users').set({ name: OWNER_NAME }).where('id', '=', ownerId).execute();
});
afterAll(() => server?.close());

let seq = 0;
const restaurant = async () =>
  (await createVenue(server.core.db, { owner_id: ownerId, name: `Gostilna Lipa ${++seq}`, city: 'Ljubljana', total_tables: 10 })).id;

interface Home {
  kind: string;
  venues: { id: string; name: string; role: string; kind: string; plans: { product: string }[] }[];
}
interface DayList {
  today: string;
  reservations: { id: string; status: string; movedBy: { name: string; status: string } | null }[];
}
const tables = { totalTables: 12, blockedTables: 0, turnMinutes: 90 };

describe('an invitation, accepted (ADR 127)', () => {
  it("signs a fresh browser in as the invited host, proves the address, and opens only the host's part of the venue", async () => {
    const venueId = await restaurant();
    const venueName = `Gostilna Lipa ${seq}`;
    const email = `ana.host${seq}@example.com`;
    const { token, text, subject } = await invite(server, owner, email, 'host', [venueId]);
    expect(subject).toBe(`${OWNER_NAME} invited you to the team of ${venueName}`);
    expect(text).toContain(`${OWNER_NAME} invited you to join the team of ${venueName} on TableStay as host.`);

    const browser = new Client(server.url);
    const preview = await browser.query('staff.invitation', { token });
    expect(preview.data).toMatchObject({ email, role: 'host', inviter: OWNER_NAME, venues: [venueName] });
    expect(await accountOf(server, email)).toBeUndefined();

    const accepted = await browser.mutate<{ redirectTo: string }>('staff.accept', { token });
    expect([accepted.status, accepted.data]).toEqual([200, { redirectTo: `/dashboard?venue=${venueId}` }]);
    const me = await browser.query<{ email: string; emailVerified: boolean }>('account.me');
    expect(me.data).toMatchObject({ email, emailVerified: true });
    const account = (await accountOf(server, email))!;
    expect(account.email_verified_at).not.toBeNull();

    const home = (await browser.query<Home>('owner.home')).data;
    expect(home.kind).toBe('owner');
    expect(home.venues.map((v) => ({ id: v.id, role: v.role, kind: v.kind }))).toEqual([{ id: venueId, role: 'host', kind: 'restaurant' }]);
    expect(home.venues[0]!.plans.map((p) => p.product).sort()).toEqual(['restaurant', 'stays']);

    // The door's work: today's list, and seating a guest.
    const list = await browser.query<DayList>('ownerDining.reservations', { venueId });
    expect(list.status).toBe(200);
    const r = await createReservation(server.core.db, {
      restaurant_id: venueId,
      date: list.data.today,
      time: '12:00',
      guest_name: 'Seat Guest',
      status: 'confirmed',
    });
    expect((await browser.query<DayList>('ownerDining.reservations', { venueId })).data.reservations.map((x) => x.id)).toContain(r.id);
    const seat = await browser.mutate<{ status: string }>('ownerDining.seat', { venueId, reservationId: r.id });
    expect([seat.status, seat.data?.status]).toEqual([200, 'seated']);
    const seen = (await owner.query<DayList>('ownerDining.reservations', { venueId })).data.reservations.find((x) => x.id === r.id);
    expect(seen?.movedBy).toEqual({ name: account.name, status: 'seated' });

    // Not a manager's work, nor an owner's: the venue is not the host's to invite to.
    const settings = await browser.mutate('ownerDining.updateTables', { venueId, ...tables });
    expect([settings.status, settings.error?.message]).toEqual([403, 'Not allowed']);
    const invites = await browser.mutate('staff.invite', { email: `friend${seq}@example.com`, role: 'host', venueIds: [venueId] });
    expect([invites.status, invites.error?.message]).toEqual([404, 'Restaurant not found']);
    expect(await server.core.db.selectFrom('outbox_emails').select('id').where('to_email', '=', `friend${seq}@example.com`).execute()).toEqual([]);
  });

  it("a manager changes the venue's tables but invites no one; a role changed to manager does too", async () => {
    const venueId = await restaurant();
    const manager = await staffMember(server, owner, `marko.manager${seq}@example.com`, 'manager', [venueId]);
    const changed = await manager.client.mutate('ownerDining.updateTables', { venueId, ...tables });
    expect(changed.status).toBe(200);
    expect((await server.core.db.selectFrom('restaurants').select('total_tables').where('id', '=', venueId).executeTakeFirstOrThrow()).total_tables).toBe(12);
    const invites = await manager.client.mutate('staff.invite', { email: `other${seq}@example.com`, role: 'host', venueIds: [venueId] });
    expect([invites.status, invites.error?.message]).toEqual([404, 'Restaurant not found']);

    const host = await staffMember(server, owner, `eva.host${seq}@example.com`, 'host', [venueId]);
    expect((await host.client.mutate('ownerDining.updateTables', { venueId, ...tables })).status).toBe(403);
    const role = await owner.mutate('staff.changeRole', { userId: host.userId, role: 'manager' });
    expect([role.status, role.data]).toEqual([200, { role: 'manager' }]);
    expect((await host.client.mutate('ownerDining.updateTables', { venueId, ...tables })).status).toBe(200);
  });
});

describe('the role rung reads the venue the core acts on (ADR 127)', () => {
  it("refuses a host's setup step on their venue even when the input names another venue beside it, and nothing changes", async () => {
    const venueId = await restaurant();
    const elsewhere = await restaurant();
    await server.core.db.updateTable('restaurants').set({ onboarding_done: false, stripe_payment_link_url: null }).where('id', '=', venueId).execute();
    const host = await staffMember(server, owner, `desk${seq}@example.com`, 'host', [venueId]);
    await staffMember(server, owner, `desk${seq}@example.com`, 'manager', [elsewhere]);
    const link = { restaurantId: venueId, paymentLinkUrl: 'https://buy.stripe.com/not-the-owners' };
    // The core reads `restaurantId`; a stray `venueId` (none, another venue, or one the host manages) changes nothing.
    for (const venue of [undefined, 'elsewhere', crypto.randomUUID(), elsewhere]) {
      const saved = await host.client.mutate('onboarding.saveDepositLink', { ...link, venueId: venue });
      expect([venue, saved.status, saved.error?.message]).toEqual([venue, 403, 'Not allowed']);
      const finished = await host.client.mutate('onboarding.finish', { restaurantId: venueId, venueId: venue });
      expect([venue, finished.status]).toEqual([venue, 403]);
    }
    const row = await server.core.db
      .selectFrom('restaurants')
      .select(['onboarding_done', 'stripe_payment_link_url'])
      .where('id', '=', venueId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ onboarding_done: false, stripe_payment_link_url: null });
    // At the venue the host manages, the same step is theirs.
    expect((await host.client.mutate('onboarding.saveDepositLink', { ...link, restaurantId: elsewhere })).status).toBe(200);
  });
});

interface Overview {
  members: { userId: string; name: string; email: string; lastActiveAt: string | null; venues: { id: string; name: string; role: string }[] }[];
  invitations: { id: string; email: string; role: string; expired: boolean; venues: { id: string; name: string }[] }[];
}

describe('the Staff page (ADR 127)', () => {
  it('lists each member with role, venues and last activity, and the open invitations, expired or not', async () => {
    const venueId = await restaurant();
    const venueName = `Gostilna Lipa ${seq}`;
    const email = `tina.host${seq}@example.com`;
    const host = await staffMember(server, owner, email, 'host', [venueId]);
    const overview = async () => (await owner.query<Overview>('staff.overview')).data;
    const member = async () => (await overview()).members.find((m) => m.userId === host.userId);
    expect(await member()).toEqual({
      userId: host.userId,
      name: host.name,
      email,
      lastActiveAt: null,
      venues: [{ id: venueId, name: venueName, role: 'host' }],
    });

    const before = Date.now();
    expect((await host.client.query('ownerDining.reservations', { venueId })).status).toBe(200);
    const active = (await member())?.lastActiveAt;
    expect(active).not.toBeNull();
    expect(new Date(active!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const open = await invite(server, owner, `open${seq}@example.com`, 'manager', [venueId]);
    const lapsed = await invite(server, owner, `lapsed${seq}@example.com`, 'host', [venueId]);
    await server.core.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', lapsed.id)
      .execute();
    const { invitations } = await overview();
    expect(invitations.find((i) => i.id === open.id)).toMatchObject({
      email: `open${seq}@example.com`,
      role: 'manager',
      expired: false,
      venues: [{ id: venueId, name: venueName }],
    });
    expect(invitations.find((i) => i.id === lapsed.id)).toMatchObject({ email: `lapsed${seq}@example.com`, role: 'host', expired: true });
    // An accepted invitation is no longer open.
    expect(invitations.map((i) => i.email)).not.toContain(email);
    // Another owner's page shows none of it.
    const other = await subscribedOwner(server, `staff.other${seq}@example.com`);
    expect((await other.client.query<Overview>('staff.overview')).data).toEqual({ members: [], invitations: [] });
  });
});

describe("a property's host (ADR 127)", () => {
  it("checks a guest in, and the owner's list names the host", async () => {
    const {
      venue,
      roomTypes: [rt],
    } = await createProperty(server.core.db, {
      owner_id: ownerId,
      name: `Vila Bled ${++seq}`,
      city: 'Bled',
      total_rooms: 2,
      roomTypes: [{ name: 'Double', capacity: 2, base_price_eur: 90, rooms: 2 }],
    });
    const host = await staffMember(server, owner, `luka.desk${seq}@example.com`, 'host', [venue.id]);
    const home = (await host.client.query<Home>('owner.home')).data;
    expect(home.venues.map((v) => [v.id, v.role, v.kind])).toEqual([[venue.id, 'host', 'property']]);
    const b = await createStayBooking(server.core.db, {
      restaurant_id: venue.id,
      room_type_id: rt!.id,
      room_id: rt!.rooms[0]!.id,
      check_in: today(),
      check_out: addDays(today(), 2),
      guest_name: 'Maja Novak',
      status: 'confirmed',
    });
    const moved = await host.client.mutate('ownerStays.transition', { venueId: venue.id, id: b.id, to: 'checked_in' });
    expect([moved.status, moved.data]).toEqual([200, { id: b.id, status: 'checked_in' }]);
    const list = await owner.query<{ bookings: { id: string; status: string; moved_by: unknown }[] }>('ownerStays.bookings', { venueId: venue.id });
    expect(list.data.bookings.find((x) => x.id === b.id)).toMatchObject({ status: 'checked_in', moved_by: { name: host.name, status: 'checked_in' } });
    // The property's settings are a manager's.
    expect((await host.client.query('ownerStays.settings', { venueId: venue.id })).status).toBe(403);
  });
});
