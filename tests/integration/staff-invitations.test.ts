import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, createVenue } from '@tablestay/core/db/factories';
import { ERROR_CATALOGUE } from '@tablestay/core/errors';
import { signedUp, verifiedGuest } from '../support/accounts';
import { accountOf, emailedInvitation, invite, staffMember } from '../support/invitations';
import { subscribedOwner } from '../support/owners';
import { Client, startTestServer, type TestServer } from '../support/server';
import { testDevice } from '../support/web-push';

/**
 * An invitation's link and a removal over real HTTP (ADR 127): a link works once, until it expires,
 * is withdrawn or replaced, and only for the invited address; a removed person is refused at the
 * venue on their next request, a queued offline action included, and their devices hear nothing.
 */

let server: TestServer;
let owner: Client;
let ownerId: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: owner, userId: ownerId } = await subscribedOwner(server, 'invites.owner@example.com'));
});
afterAll(() => server?.close());

const text = (code: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[code].message;
const INVALID = "This invitation is no longer valid. Ask the venue's owner to send a new one.";
const EXPIRED = "This invitation has expired. Ask the venue's owner to send it again.";
const OTHER_EMAIL = 'This invitation was sent to another email address. Sign out, then open the link from the email again.';
const REMOVED = "Your access to this venue has been removed. Ask the venue's owner if this is a mistake.";

let seq = 0;
const restaurant = async () => (await createVenue(server.core.db, { owner_id: ownerId, name: `Bistro Most ${++seq}`, city: 'Ljubljana', total_tables: 10 })).id;
const accept = (token: string, browser = new Client(server.url)) => browser.mutate<{ redirectTo: string }>('staff.accept', { token });
const preview = (token: string) => new Client(server.url).query('staff.invitation', { token });
const refusal = (res: { status: number; error?: { message: string } }) => [res.status, res.error?.message];
/** The venues where the account of `email` is staff, removed or not. */
const staffRowsOf = async (email: string) => {
  const account = await accountOf(server, email);
  if (!account) return [];
  return server.core.db.selectFrom('venue_staff').select(['restaurant_id', 'role', 'revoked_at']).where('user_id', '=', account.id).execute();
};

describe('accepting a link (ADR 127)', () => {
  it('the catalogue has the texts the tests expect', () => {
    expect([text('staff.invitation_invalid'), text('staff.invitation_expired'), text('staff.invitation_other_email'), text('staff.access_removed')]).toEqual([
      INVALID,
      EXPIRED,
      OTHER_EMAIL,
      REMOVED,
    ]);
  });

  it('works once: a second accept of the same link is no longer valid', async () => {
    const venueId = await restaurant();
    const { token } = await invite(server, owner, `once${seq}@example.com`, 'host', [venueId]);
    expect((await accept(token)).status).toBe(200);
    expect(refusal(await accept(token))).toEqual([404, INVALID]);
    expect(refusal(await preview(token))).toEqual([404, INVALID]);
  });

  it('an expired link is refused as expired, and grants nothing', async () => {
    const venueId = await restaurant();
    const email = `late${seq}@example.com`;
    const { id, token } = await invite(server, owner, email, 'host', [venueId]);
    await server.core.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(refusal(await preview(token))).toEqual([400, EXPIRED]);
    expect(refusal(await accept(token))).toEqual([400, EXPIRED]);
    expect(await accountOf(server, email)).toBeUndefined();
  });

  it('a withdrawn link is no longer valid; a resent one replaces the old link, and the new one works', async () => {
    const venueId = await restaurant();
    const withdrawn = await invite(server, owner, `withdrawn${seq}@example.com`, 'host', [venueId]);
    expect((await owner.mutate('staff.withdraw', { invitationId: withdrawn.id })).status).toBe(200);
    expect(refusal(await accept(withdrawn.token))).toEqual([404, INVALID]);
    expect(refusal(await owner.mutate('staff.withdraw', { invitationId: withdrawn.id }))).toEqual([404, 'Invitation not found']);

    const email = `resent${seq}@example.com`;
    const first = await invite(server, owner, email, 'manager', [venueId]);
    expect((await owner.mutate('staff.resend', { invitationId: first.id })).status).toBe(200);
    const second = await emailedInvitation(server, email);
    expect(second.token).not.toBe(first.token);
    expect(refusal(await accept(first.token))).toEqual([404, INVALID]);
    expect((await accept(second.token)).status).toBe(200);
    expect(await staffRowsOf(email)).toEqual([{ restaurant_id: venueId, role: 'manager', revoked_at: null }]);
  });

  it('a browser signed in as another address is refused and nothing is granted; the link still works for its address', async () => {
    const venueId = await restaurant();
    const email = `invited${seq}@example.com`;
    // The address has an account already, not yet proven: accepting signs in to that account and proves it.
    await signedUp(server, email);
    const before = (await accountOf(server, email))!;
    expect(before.email_verified_at).toBeNull();
    const { token } = await invite(server, owner, email, 'host', [venueId]);
    const other = await verifiedGuest(server, `someone.else${seq}@example.com`);
    expect(refusal(await accept(token, other))).toEqual([403, OTHER_EMAIL]);
    expect(await staffRowsOf(email)).toEqual([]);
    expect(await staffRowsOf(`someone.else${seq}@example.com`)).toEqual([]);
    const me = await other.query<{ email: string }>('account.me');
    expect(me.data.email).toBe(`someone.else${seq}@example.com`);
    const browser = new Client(server.url);
    expect((await accept(token, browser)).status).toBe(200);
    expect((await browser.query<{ id: string; emailVerified: boolean }>('account.me')).data).toMatchObject({ id: before.id, emailVerified: true });
    expect(await staffRowsOf(email)).toEqual([{ restaurant_id: venueId, role: 'host', revoked_at: null }]);
  });

  it('a malformed token is a clear 4xx, never a 500', async () => {
    const browser = new Client(server.url);
    for (const token of ['short', 'x'.repeat(500), 'not-a-token-but-long-enough-to-look-like-one', 42, null, ' '.repeat(30)]) {
      for (const res of [await browser.mutate('staff.accept', { token }), await browser.query('staff.invitation', { token })]) {
        expect([token, res.status >= 400 && res.status < 500, typeof res.error?.message]).toEqual([token, true, 'string']);
        expect(res.error?.message).toMatch(/invalid|no longer valid/i);
      }
    }
    expect((await browser.mutate('staff.accept', {})).status).toBe(400);
    expect((await browser.query('account.me')).data).toBeNull();
  });
});

describe('inviting (ADR 127)', () => {
  it('refuses someone who already has access to every chosen venue, the owner included', async () => {
    const venueId = await restaurant();
    const other = await restaurant();
    const email = `member${seq}@example.com`;
    await staffMember(server, owner, email, 'host', [venueId]);
    const again = await owner.mutate('staff.invite', { email, role: 'manager', venueIds: [venueId] });
    expect([again.status, again.error?.message]).toEqual([409, 'This person already has access to the chosen venues']);
    expect(refusal(await owner.mutate('staff.invite', { email: 'invites.owner@example.com', role: 'host', venueIds: [venueId] }))).toEqual([
      409,
      'This person already has access to the chosen venues',
    ]);
    // A venue they have no access to yet is fine.
    expect((await owner.mutate('staff.invite', { email, role: 'host', venueIds: [venueId, other] })).status).toBe(200);
  });

  it('refuses a venue the caller does not own as not found, and emails no one', async () => {
    const mine = await restaurant();
    const stranger = await subscribedOwner(server, `stranger${seq}@example.com`);
    const theirs = (await createVenue(server.core.db, { owner_id: stranger.userId, name: `Elsewhere ${seq}` })).id;
    for (const venueIds of [[theirs], [mine, theirs], [crypto.randomUUID()]]) {
      const email = `nobody${seq}.${venueIds.length}@example.com`;
      const res = await owner.mutate('staff.invite', { email, role: 'host', venueIds });
      expect(refusal(res)).toEqual([404, 'Restaurant not found']);
      expect(await server.core.db.selectFrom('outbox_emails').select('id').where('to_email', '=', email).execute()).toEqual([]);
    }
  });
});

describe('removing a member (ADR 127)', () => {
  it('refuses their next call and their queued offline action, drops their devices, and a new invitation gives access back', async () => {
    const db = server.core.db;
    const venueId = await restaurant();
    const email = `removed${seq}@example.com`;
    const host = await staffMember(server, owner, email, 'host', [venueId]);
    const device = testDevice(`${server.url}/local-push/staff-${seq}-${Date.now()}`);
    const subscribed = await host.client.mutate('ownerPush.subscribe', {
      venueId,
      subscription: { endpoint: device.endpoint, keys: device.keys },
      kinds: ['new_booking'],
      locale: 'en',
    });
    expect(subscribed.status).toBe(200);
    const devices = () => db.selectFrom('push_subscriptions').select('id').where('user_id', '=', host.userId).where('restaurant_id', '=', venueId).execute();
    expect(await devices()).toHaveLength(1);

    // A Confirm tapped offline: the device sends it with its key once it is back online.
    const list = await host.client.query<{ today: string }>('ownerDining.reservations', { venueId });
    const r = await createReservation(db, {
      restaurant_id: venueId,
      date: list.data.today,
      time: '18:00',
      guest_name: 'Offline Guest',
      status: 'awaiting_deposit',
      expires_at: new Date(Date.now() + 3600_000),
    });
    const key = crypto.randomUUID();

    const removed = await owner.mutate('staff.remove', { userId: host.userId, venueId });
    expect([removed.status, removed.data]).toEqual([200, { removed: 1 }]);

    expect(refusal(await host.client.query('ownerDining.reservations', { venueId }))).toEqual([403, REMOVED]);
    const replay = await host.client.mutate('ownerDining.replay', { venueId, reservationId: r.id, action: 'confirm', key });
    expect(refusal(replay)).toEqual([403, REMOVED]);
    expect((await db.selectFrom('reservations').select('status').where('id', '=', r.id).executeTakeFirstOrThrow()).status).toBe('awaiting_deposit');
    expect(await devices()).toEqual([]);
    expect(
      refusal(
        await host.client.mutate('ownerPush.subscribe', { venueId, subscription: { endpoint: device.endpoint, keys: device.keys }, kinds: ['new_booking'] }),
      ),
    ).toEqual([403, REMOVED]);
    const home = (await host.client.query<{ venues: { id: string }[] }>('owner.home')).data;
    expect(home.venues.map((v) => v.id)).not.toContain(venueId);
    const overview = (await owner.query<{ members: { userId: string }[] }>('staff.overview')).data;
    expect(overview.members.map((m) => m.userId)).not.toContain(host.userId);
    expect(refusal(await owner.mutate('staff.remove', { userId: host.userId, venueId }))).toEqual([404, 'Staff member not found']);

    // Invited again: the same browser (signed in as that address) accepts, and the venue opens again.
    const { token } = await invite(server, owner, email, 'host', [venueId]);
    expect((await accept(token, host.client)).status).toBe(200);
    expect((await host.client.query('ownerDining.reservations', { venueId })).status).toBe(200);
    expect((await host.client.query<{ venues: { id: string; role: string }[] }>('owner.home')).data.venues).toEqual([
      expect.objectContaining({ id: venueId, role: 'host' }),
    ]);
  });
});
