import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@tablestay/core/errors';
import { createVenue } from '@tablestay/core/db/factories';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { followVerifyLink, signedUp, verifiedGuest } from '../support/accounts';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

/** ADR 035: bookings under an address belong to an account only once it has proven the address. */

let server: TestServer;
let venueId: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  venueId = (await createVenue(server.core.db, { name: 'Gostilna Pri Lipi', city: 'Ljubljana', total_tables: 10 })).id;
});
afterAll(() => server?.close());

async function book(email: string) {
  const res = await new Client(server.url).mutate<{ reservationId: string; viewToken: string }>('reservation.create', {
    restaurantId: venueId,
    date: addDays(dateIn('Europe/Ljubljana'), 4),
    time: '19:00',
    partySize: 2,
    guestName: 'Ana Owner',
    guestEmail: email,
    guestPhone: '+386 40 111 222',
    notes: 'peanut allergy',
    privacyConsent: true,
  });
  expect(res.status).toBe(200);
  return res.data;
}

const statusOf = async (id: string) => (await server.core.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

async function magicLinkFor(email: string, c = new Client(server.url)) {
  await new Client(server.url).mutate('account.requestMagicLink', { email });
  const { link } = await latestMail(server.core.db, email, 'magic_link');
  const res = await c.mutate<{ redirectTo: string; passwordRemoved: boolean }>('account.exchangeMagicLink', { code: link!.searchParams.get('code') });
  expect(res.status).toBe(200);
  return { c, res };
}

describe('an account that has not proven its email', () => {
  it('sees none of the bookings under that email and cannot cancel them', async () => {
    const r = await book('ana@example.com');
    const mallory = await signedUp(server, 'ana@example.com', 'mallory-pw');
    expect((await mallory.query<{ emailVerified: boolean }>('account.me')).data?.emailVerified).toBe(false);
    for (const [proc, input] of [
      ['reservation.mine', undefined],
      ['reservation.dashboard', undefined],
      ['reservation.byId', { id: r.reservationId }],
    ] as const) {
      const res = await mallory.query(proc, input);
      expect(res.status).toBe(403);
      expect(res.error?.message).toBe(ERROR_CATALOGUE['auth.email_unverified'].message);
      expect(res.error?.data.domainCode).toBe('auth.email_unverified');
    }
    expect((await mallory.query('reservation.ics', { id: r.reservationId })).status).toBe(404);
    expect((await mallory.mutate('reservation.cancel', { id: r.reservationId })).status).toBe(403);
    expect(await statusOf(r.reservationId)).not.toBe('cancelled');
    // The guest's own link keeps working without any account.
    expect((await new Client(server.url).query('reservation.byToken', { id: r.reservationId, token: r.viewToken })).status).toBe(200);
  });

  it('gets a verification link by email at sign-up, and again on request', async () => {
    const c = await signedUp(server, 'resend@example.com');
    const first = await latestMail(server.core.db, 'resend@example.com', 'verify_email');
    expect(first.link?.pathname).toBe('/auth/verify');
    expect((await c.mutate('account.resendVerification')).status).toBe(200);
    const second = await latestMail(server.core.db, 'resend@example.com', 'verify_email');
    expect(second.mail.id).not.toBe(first.mail.id);
    expect(second.link?.searchParams.get('code')).not.toBe(first.link?.searchParams.get('code'));
    expect((await new Client(server.url).mutate('account.resendVerification')).status).toBe(401);
  });
});

describe('proving the email', () => {
  it('in the browser that signed up keeps the password and shows the bookings', async () => {
    const r = await book('same@example.com');
    const c = await signedUp(server, 'same@example.com', 'own-password');
    const res = await followVerifyLink(server, c, 'same@example.com');
    expect(res.data).toEqual({ redirectTo: '/me', passwordRemoved: false });
    expect((await c.query<{ emailVerified: boolean }>('account.me')).data?.emailVerified).toBe(true);
    const mine = await c.query<{ id: string; guestPhone?: string }[]>('reservation.mine');
    expect(mine.data.map((x) => x.id)).toContain(r.reservationId);
    expect((await new Client(server.url).mutate('account.signIn', { email: 'same@example.com', password: 'own-password' })).status).toBe(200);
    // A proven account is sent no further verification links.
    const before = (await latestMail(server.core.db, 'same@example.com', 'verify_email')).mail.id;
    expect((await c.mutate('account.resendVerification')).status).toBe(200);
    expect((await latestMail(server.core.db, 'same@example.com', 'verify_email')).mail.id).toBe(before);
  });

  it('leads a new owner back to the onboarding they signed up from; a redirect off the site is refused and nothing is made', async () => {
    const c = new Client(server.url);
    const owner = { name: 'New Owner', email: 'new-owner@example.com', password: 'secret1' };
    expect((await c.mutate('account.signUp', { ...owner, redirectTo: '/owners/onboarding?type=restaurant' })).status).toBe(200);
    expect((await followVerifyLink(server, c, owner.email)).data).toEqual({ redirectTo: '/owners/onboarding?type=restaurant', passwordRemoved: false });
    for (const redirectTo of ['//evil.example/phish', 'https://evil.example/', '/\\evil.example']) {
      const res = await new Client(server.url).mutate('account.signUp', { ...owner, email: 'other-owner@example.com', redirectTo });
      expect({ redirectTo, status: res.status, message: res.error?.message }).toEqual({ redirectTo, status: 400, message: 'Invalid redirect' });
    }
    expect(await server.core.db.selectFrom('users').select('id').where('email', '=', 'other-owner@example.com').execute()).toEqual([]);
  });

  it("by magic link: the owner sees the bookings, the stranger's sessions end and their password stops working", async () => {
    const r = await book('owner@example.com');
    const mallory = await signedUp(server, 'owner@example.com', 'mallory-pw');
    const malloryAgain = new Client(server.url);
    expect((await malloryAgain.mutate('account.signIn', { email: 'owner@example.com', password: 'mallory-pw' })).status).toBe(200);

    const { c: owner, res } = await magicLinkFor('owner@example.com');
    expect(res.data.passwordRemoved).toBe(true);
    expect((await mallory.query('account.me')).data).toBeNull();
    expect((await malloryAgain.query('account.me')).data).toBeNull();
    expect((await new Client(server.url).mutate('account.signIn', { email: 'owner@example.com', password: 'mallory-pw' })).status).toBe(401);

    const mine = await owner.query<{ id: string }[]>('reservation.mine');
    expect(mine.status).toBe(200);
    expect(mine.data.map((x) => x.id)).toContain(r.reservationId);
    expect((await owner.mutate('reservation.cancel', { id: r.reservationId })).status).toBe(200);
  });

  it('by the verification link in another browser: the stranger who signed up is signed out and loses the password', async () => {
    const mallory = await signedUp(server, 'victim@example.com', 'mallory-pw');
    const owner = new Client(server.url);
    const res = await followVerifyLink(server, owner, 'victim@example.com');
    expect(res.data).toEqual({ redirectTo: '/me', passwordRemoved: true });
    expect((await owner.query<{ email: string; emailVerified: boolean }>('account.me')).data).toMatchObject({
      email: 'victim@example.com',
      emailVerified: true,
    });
    expect((await mallory.query('account.me')).data).toBeNull();
    expect((await new Client(server.url).mutate('account.signIn', { email: 'victim@example.com', password: 'mallory-pw' })).status).toBe(401);
    // The owner sets a password of their own by reset.
    await new Client(server.url).mutate('account.requestPasswordReset', { email: 'victim@example.com' });
    const { link } = await latestMail(server.core.db, 'victim@example.com', 'password_reset');
    const reset = await new Client(server.url).mutate('account.resetPassword', {
      code: link!.searchParams.get('code'),
      password: 'owner-pw',
      confirmPassword: 'owner-pw',
    });
    expect(reset.status).toBe(200);
    expect((await new Client(server.url).mutate('account.signIn', { email: 'victim@example.com', password: 'owner-pw' })).status).toBe(200);
  });

  it('after the first proof, a later link signs in without ending other sessions', async () => {
    const first = await verifiedGuest(server, 'later@example.com');
    const { res } = await magicLinkFor('later@example.com');
    expect(res.data.passwordRemoved).toBe(false);
    expect((await first.query<{ email: string }>('account.me')).data?.email).toBe('later@example.com');
  });

  it('refuses a used or unknown verification link', async () => {
    const c = await signedUp(server, 'twice-verify@example.com');
    expect((await followVerifyLink(server, c, 'twice-verify@example.com')).status).toBe(200);
    const again = await followVerifyLink(server, new Client(server.url), 'twice-verify@example.com');
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe('This link is invalid or has expired. Please request a new one.');
    expect((await new Client(server.url).mutate('account.verifyEmail', { code: 'x'.repeat(43) })).status).toBe(400);
  });
});
