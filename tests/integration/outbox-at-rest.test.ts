import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@tablestay/core/account/crypto';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/stripe-events/webhook';
import { createDatabase } from '@tablestay/core/db/connection';
import { createReservation, createStayBooking } from '@tablestay/core/db/factories';
import type { OutboxEmailsTable } from '@tablestay/core/db/types';
import { applyRetention, sendReviewPrompts } from '@tablestay/core/job/service';
import { guestLinkToken, oneTimeLinkCode, opensGuestLink, type GuestLinkKind } from '@tablestay/core/account/guest-link';
import { asDelivered, type EmailMessage } from '@tablestay/core/notification/email';
import { localCompletedEvent } from '@tablestay/core/payment/local';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { checkoutSession, payDeposit, postWebhook, startDeposit } from '../support/checkout';
import { dining, stays } from '../support/kinds';
import { migrations } from '../../packages/core/migrations/index';
import { freshDatabaseConfig } from '../support/db';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * ADR 103: the outbox holds what each email says, never a live link. A copy of the database (a
 * backup, a dump, a read-only injection) must open no booking and sign no one in (ADR 022): every
 * `token=` and `code=` stored in `outbox_emails`, before delivery and after, opens nothing, while the
 * same email as delivered (and as the local mailbox shows it) carries a link that opens its page.
 * Delivered bodies are emptied after 7 days.
 */

let server: TestServer;
const db = () => server.core.db;
/** Each email as handed to the provider, and its row as stored at that moment (claimed, not yet sent). */
const handed: { message: EmailMessage & { id: string }; stored: Pick<OutboxEmailsTable, 'text_body' | 'html_body'> & { status: string } }[] = [];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  const deliver = server.core.email.deliver.bind(server.core.email);
  server.core.email.deliver = async (message) => {
    const stored = await db().selectFrom('outbox_emails').select(['text_body', 'html_body', 'status']).where('id', '=', message.id).executeTakeFirstOrThrow();
    handed.push({ message, stored });
    return deliver(message);
  };
});
afterAll(() => server?.close());

const ZONE = 'Europe/Ljubljana';
const day = (n: number) => addDays(dateIn(ZONE), n);
const guest = () => new Client(server.url);

async function ok<T>(res: Promise<{ status: number; data: T; error?: { message: string } }>): Promise<T> {
  const r = await res;
  expect(r.error?.message).toBeUndefined();
  expect(r.status).toBe(200);
  return r.data;
}

/** Every flow that mails a link (or none): accounts, tables, the waitlist, stays, deposits, refunds, review prompts. */
async function everyEmail() {
  // Accounts: verification at sign-up and on request, "account exists", magic link, password reset.
  const ada = guest();
  await ok(ada.mutate('account.signUp', { name: 'Ada', email: 'ada@example.com', password: 'secret1' }));
  await ok(ada.mutate('account.resendVerification'));
  expect((await guest().mutate('account.signUp', { name: 'Ada', email: 'ada@example.com', password: 'other12' })).status).toBe(400);
  await ok(guest().mutate('account.requestMagicLink', { email: 'ada@example.com' }));
  await ok(guest().mutate('account.requestMagicLink', { email: 'new@example.com' }));
  await ok(guest().mutate('account.requestPasswordReset', { email: 'ada@example.com' }));
  await ok(guest().mutate('account.requestPasswordReset', { email: 'nobody@example.com' }));

  // A table: the hold, the waitlist, the cancellation that offers the table, a deposit paid, paid twice.
  const restaurant = await dining.venue(db(), { units: 1 });
  const slot = { restaurantId: restaurant.id, date: day(5), time: '19:00', partySize: 2, privacyConsent: true };
  const first = await ok(guest().mutate<{ reservationId: string }>('reservation.create', { ...slot, guestName: 'Bor', guestEmail: 'bor@example.com' }));
  await ok(guest().mutate('reservation.create', { ...slot, guestName: 'Cene', guestEmail: 'cene@example.com' }));
  // The same guests asking again for what they hold: the link goes to their email (ADR 024).
  expect((await guest().mutate('reservation.create', { ...slot, guestName: 'Bor', guestEmail: 'bor@example.com' })).status).toBe(409);
  expect((await guest().mutate('reservation.create', { ...slot, guestName: 'Cene', guestEmail: 'cene@example.com' })).status).toBe(409);
  await ok(guest().mutate('reservation.cancelByToken', { id: first.reservationId, token: guestLinkToken('reservation', first.reservationId) }));
  const paid = await ok(
    guest().mutate<{ reservationId: string }>('reservation.create', { ...slot, date: day(6), guestName: 'Dora', guestEmail: 'dora@example.com' }),
  );
  await payTwice({ id: paid.reservationId, token: guestLinkToken('reservation', paid.reservationId) });

  // A stay: booked, paid, paid twice; another booked and cancelled.
  const property = await stays.venue(db(), { units: 2 });
  const stay = { propertyId: property.id, roomTypeId: property.roomTypeId, guests: 2, guestName: 'Eva' };
  const booked = await ok(guest().mutate<{ bookingId: string }>('stay.book', { ...stay, checkIn: day(10), checkOut: day(12), guestEmail: 'eva@example.com' }));
  expect((await guest().mutate('stay.book', { ...stay, checkIn: day(10), checkOut: day(12), guestEmail: 'eva@example.com' })).status).toBe(409);
  await payTwice({ id: booked.bookingId, token: guestLinkToken('stay', booked.bookingId), type: 'stay' });
  const dropped = await ok(
    guest().mutate<{ bookingId: string }>('stay.book', { ...stay, checkIn: day(20), checkOut: day(21), guestEmail: 'fran@example.com' }),
  );
  await ok(guest().mutate('stay.cancelByToken', { id: dropped.bookingId, token: guestLinkToken('stay', dropped.bookingId) }));

  // Review prompts for yesterday's visit and a stay that ended yesterday.
  await createReservation(db(), { restaurant_id: restaurant.id, date: day(-1), status: 'seated', guest_email: 'gal@example.com' });
  await createStayBooking(db(), {
    restaurant_id: property.id,
    room_type_id: property.roomTypeId!,
    room_id: property.roomIds![1]!,
    check_in: day(-3),
    check_out: day(-1),
    status: 'checked_out',
    guest_email: 'hana@example.com',
  });
  expect(await sendReviewPrompts(db(), server.core.email, server.url)).toEqual({ sent: 2 });
}

/** Pays the deposit, then a second payment arrives for the paid booking and is refunded. */
async function payTwice(target: { id: string; token: string; type?: 'stay' }) {
  const session = checkoutSession(server, await startDeposit(guest(), target));
  await payDeposit(guest(), target);
  const second = JSON.stringify(localCompletedEvent({ ...session, sid: `cs_local_second_${target.id}` }));
  expect((await postWebhook(server, second, signPayload(second, LOCAL_WEBHOOK_SECRET))).status).toBe(200);
}

const MAILED_KINDS = [
  'account_exists',
  'deposit_confirmed',
  'deposit_refunded',
  'magic_link',
  'password_reset',
  'password_reset_no_account',
  'reservation_already_held',
  'reservation_cancelled',
  'reservation_received',
  'review_prompt',
  'stay_already_held',
  'stay_booking_cancelled',
  'stay_booking_received',
  'stay_confirmed',
  'verify_email',
  'waitlist_already_joined',
  'waitlist_joined',
  'waitlist_offer',
];

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** Each link secret in a body: `token=` with the row its path names, `code=` of a one-time link. */
function secretsIn(body: string) {
  return [...unescapeHtml(body).matchAll(/https?:\/\/[^\s"<>]+/g)].flatMap((m) => {
    const url = new URL(m[0]);
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(url.pathname)?.[0];
    const out: { param: 'token' | 'code'; value: string; id?: string; path: string }[] = [];
    for (const param of ['token', 'code'] as const) {
      const value = url.searchParams.get(param);
      if (value !== null) out.push({ param, value, id, path: url.pathname });
    }
    return out;
  });
}

const TABLES: Record<GuestLinkKind, 'reservations' | 'waitlist_entries' | 'stay_bookings' | 'trips'> = {
  reservation: 'reservations',
  waitlist: 'waitlist_entries',
  stay: 'stay_bookings',
  trip: 'trips',
};

/** What a link secret opens: the guest-link rows it opens (any kind), or the one-time code it is. */
async function opens(secret: { param: 'token' | 'code'; value: string; id?: string }): Promise<string[]> {
  if (secret.param === 'code') {
    const row = await db().selectFrom('one_time_tokens').select('purpose').where('token_hash', '=', sha256(secret.value)).executeTakeFirst();
    return row ? [`one-time ${row.purpose}`] : [];
  }
  const opened: string[] = [];
  for (const kind of Object.keys(TABLES) as GuestLinkKind[]) {
    const row = secret.id ? await db().selectFrom(TABLES[kind]).select(['id', 'view_token']).where('id', '=', secret.id).executeTakeFirst() : undefined;
    if (row && opensGuestLink(kind, row, secret.value)) opened.push(`${kind} ${row.id}`);
  }
  return opened;
}

/** Every guest-link token and one-time code that would open something in this database now. */
async function liveSecrets(): Promise<string[]> {
  const out: string[] = [];
  for (const kind of Object.keys(TABLES) as GuestLinkKind[]) {
    for (const r of await db().selectFrom(TABLES[kind]).select('id').execute()) out.push(guestLinkToken(kind, r.id));
  }
  for (const r of await db().selectFrom('one_time_tokens').select('id').execute()) out.push(oneTimeLinkCode(r.id));
  return out;
}

describe('the outbox at rest (ADR 103)', () => {
  it('holds no link that opens a booking or signs anyone in, before delivery or after; the delivered email has working links', async () => {
    await everyEmail();
    const rows = await db().selectFrom('outbox_emails').selectAll().orderBy('created_at').execute();
    expect([...new Set(rows.map((r) => r.kind))].sort()).toEqual(MAILED_KINDS);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    // Every row was handed over once, as it was stored a moment before (claimed, not yet sent).
    expect(handed.map((h) => h.message.id).sort()).toEqual(rows.map((r) => r.id).sort());

    const atRest = rows.map((r) => r.text_body + (r.html_body ?? ''));
    const stored = [...atRest, ...handed.map((h) => h.stored.text_body + (h.stored.html_body ?? ''))];
    const storedSecrets = stored.flatMap(secretsIn);
    // The scan finds the links it guards: bookings, the waitlist, payments, reviews, sign-in.
    expect(storedSecrets.length).toBeGreaterThan(40);
    const opened = await Promise.all(storedSecrets.map(async (s) => ({ ...s, opens: await opens(s) })));
    expect(opened.filter((s) => s.opens.length > 0)).toEqual([]);
    // Nor is any live token or code anywhere in a body, in a link or not.
    const live = await liveSecrets();
    expect(live.length).toBeGreaterThan(10);
    expect(live.filter((secret) => stored.some((body) => body.includes(secret)))).toEqual([]);

    // What went out: each link secret opens the page it names (the check above can fail).
    const delivered = handed.flatMap((h) => [h.message.text, h.message.html ?? ''].flatMap(secretsIn).map((s) => ({ ...s, kind: h.message.kind })));
    expect(delivered).toHaveLength(atRest.flatMap(secretsIn).length);
    const dead = [];
    for (const s of delivered) if ((await opens(s)).length === 0) dead.push(s);
    expect(dead).toEqual([]);
    const kindsWithLinks = [...new Set(delivered.map((s) => s.kind))].sort();
    expect(kindsWithLinks).toEqual(
      MAILED_KINDS.filter((k) => !['account_exists', 'password_reset_no_account', 'reservation_cancelled', 'stay_booking_cancelled'].includes(k)),
    );
    // The mailbox shows what the provider got.
    const shownAs = rows.map((r) => asDelivered(r));
    expect(shownAs.map((m) => m.text)).toEqual(rows.map((r) => handed.find((h) => h.message.id === r.id)!.message.text));
    expect(shownAs.map((m) => m.html)).toEqual(rows.map((r) => handed.find((h) => h.message.id === r.id)!.message.html));
  });

  it('the local mailbox shows a working link; the stored one opens nothing', async () => {
    const mail = await db().selectFrom('outbox_emails').selectAll().where('kind', '=', 'stay_booking_received').executeTakeFirstOrThrow();
    const page = await (await fetch(`${server.url}/mailbox/${mail.id}`)).text();
    const shown = new URL(unescapeHtml(/href="(http[^"]*token=[^"]*)"/.exec(page)![1]!));
    const id = shown.pathname.split('/').pop()!;
    const view = (token: string) => guest().query('stay.byToken', { id, token });
    expect((await view(shown.searchParams.get('token')!)).status).toBe(200);
    const storedToken = secretsIn(mail.text_body)[0]!.value;
    const refused = await view(storedToken);
    expect(refused.status).toBe(404);
    expect(refused.error?.message).toBe('Booking not found or access denied');
  });

  it('retention empties the bodies of delivered emails after 7 days; the mailbox says so', async () => {
    const sixDays = await applyRetention(db(), new Date(Date.now() + 6 * 86_400_000));
    expect(sixDays.emailBodies).toBe(0);
    const count = (await db().selectFrom('outbox_emails').select('id').execute()).length;
    expect((await applyRetention(db(), new Date(Date.now() + 8 * 86_400_000))).emailBodies).toBe(count);
    const rows = await db().selectFrom('outbox_emails').select(['id', 'text_body', 'html_body', 'subject', 'status']).execute();
    expect(rows.filter((r) => r.text_body !== '' || r.html_body !== null)).toEqual([]);
    expect(rows.every((r) => r.status === 'sent' && r.subject !== '')).toBe(true);
    const page = await (await fetch(`${server.url}/mailbox/${rows[0]!.id}`)).text();
    expect(page).toContain('Its text was removed 7 days after it was sent.');
    expect(page).not.toContain('token=');
  });
});

describe('migration 2026_11_27_0300_outbox_bodies_without_tokens', () => {
  it('empties the bodies of emails already sent or failed that carry a token or code link; keeps pending ones and the rest', async () => {
    const fresh = await freshDatabaseConfig({}, { contents: 'empty' });
    const handle = await createDatabase(fresh.config);
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('2026_11_26_0200_run_prepared_after_venue_lock')).error).toBeUndefined();
      const link = 'https://tablestay.test/deposit/0b9f3c2e-2222-4333-8444-555566667777?type=stay&token=live-token-from-before';
      const mail = (to: string, status: string, text: string, html: string | null) =>
        sql`INSERT INTO outbox_emails (to_email, subject, text_body, html_body, kind, status) VALUES (${to}, 'S', ${text}, ${html}, 'k', ${status})`.execute(
          handle.db,
        );
      await mail('sent-token@example.com', 'sent', `Pay: ${link}`, `<a href="${link.replace('&', '&#38;')}">Pay</a>`);
      await mail('failed-code@example.com', 'failed', 'Sign in: https://tablestay.test/auth/callback?code=live-code', null);
      await mail('sent-html-only@example.com', 'sent', 'See the link below.', `<a href="${link}">Pay</a>`);
      await mail('pending-token@example.com', 'pending', `Pay: ${link}`, null);
      await mail('sent-plain@example.com', 'sent', 'Your booking was cancelled: https://tablestay.test/stays/abc', null);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await handle.db.selectFrom('outbox_emails').select(['to_email', 'text_body', 'html_body']).orderBy('to_email').execute();
      expect(rows).toEqual([
        { to_email: 'failed-code@example.com', text_body: '', html_body: null },
        { to_email: 'pending-token@example.com', text_body: `Pay: ${link}`, html_body: null },
        { to_email: 'sent-html-only@example.com', text_body: '', html_body: null },
        { to_email: 'sent-plain@example.com', text_body: 'Your booking was cancelled: https://tablestay.test/stays/abc', html_body: null },
        { to_email: 'sent-token@example.com', text_body: '', html_body: null },
      ]);
    } finally {
      await handle.close();
      await fresh.drop();
    }
  });
});
