import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, createVenue } from '@tablestay/core/db/factories';
import { randomToken } from '@tablestay/core/account/crypto';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/billing/webhook';
import type { ReservationStatus } from '@tablestay/core/db/types';
import { localCheckoutSecret, localCompletedEvent, signCheckoutToken } from '@tablestay/core/payment/local';
import { checkoutSession, completeCheckout, payDeposit, postWebhook, startDeposit as startCheckout } from '../support/checkout';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let guest: Client;
beforeAll(async () => {
  server = await startTestServer();
  guest = new Client(server.url);
});
afterAll(() => server?.close());

const MIN = 60_000;
const db = () => server.core.db;

/** A venue and an unpaid reservation on it, written directly (the booking core is not needed). */
async function booking(opts: { status?: ReservationStatus; holdMinutes?: number | null; deposit?: number; locale?: 'en' | 'sl' } = {}) {
  const venue = await createVenue(db(), { name: 'Gostilna Pri Lipi', address: 'Trubarjeva 5, Ljubljana', deposit_eur: opts.deposit ?? 20 });
  const holdMinutes = opts.holdMinutes === undefined ? 15 : opts.holdMinutes;
  const r = await createReservation(db(), {
    restaurant_id: venue.id,
    guest_name: 'Ana Kovač',
    date: '2030-06-14',
    time: '19:00',
    party_size: 4,
    status: opts.status ?? 'awaiting_deposit',
    deposit_eur: opts.deposit ?? 20,
    expires_at: holdMinutes === null ? null : new Date(Date.now() + holdMinutes * MIN),
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  const { token, guest_email: email } = r;
  return { id: r.id, token, email, venueId: venue.id };
}

const reservationRow = (id: string) => db().selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mails = (to: string, kind?: string) =>
  db()
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_email', '=', to)
    .$if(Boolean(kind), (q) => q.where('kind', '=', kind as string))
    .execute();
const auditActions = async (id: string) =>
  (await db().selectFrom('audit_logs').select('action').where('entity', '=', 'reservation').where('entity_id', '=', id).orderBy('id').execute()).map(
    (a) => a.action,
  );

const startDeposit = (b: { id: string; token: string }) => startCheckout(guest, { id: b.id, token: b.token });

const sessionOf = (url: URL) => checkoutSession(server, url);

const postEvent = (payload: string, signature: string) => postWebhook(server, payload, signature);

const pay = completeCheckout;

describe('payment.startDeposit', () => {
  it('refuses a wrong token and an unknown reservation with the same text', async () => {
    const b = await booking();
    const wrong = await guest.mutate('payment.startDeposit', { id: b.id, token: randomToken() });
    expect(wrong.status).toBe(404);
    expect(wrong.error?.message).toBe('Reservation not found or access denied');
    const unknown = await guest.mutate('payment.startDeposit', { id: '00000000-0000-4000-8000-000000000000', token: b.token });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('Reservation not found or access denied');
    expect((await reservationRow(b.id)).status).toBe('awaiting_deposit');
  });

  it('refuses a missing or empty token with the SPEC text', async () => {
    const b = await booking();
    for (const input of [{ id: b.id }, { id: b.id, token: '' }, { id: b.id, token: '   ' }]) {
      const res = await guest.mutate('payment.startDeposit', input);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Invalid deposit link - missing access token');
    }
  });

  it('opens the local checkout, extends the hold to cover it, and hands the same window out again', async () => {
    const b = await booking();
    const before = Date.now();
    const url = await startDeposit(b);
    expect(url.origin + url.pathname).toMatch(new RegExp(`^${server.url}/checkout/local/[\\w-]+\\.[\\w-]+$`));
    const session = sessionOf(url);
    expect(session).toMatchObject({
      rid: b.id,
      amount: 2000,
      currency: 'eur',
      email: b.email,
      venue: 'Gostilna Pri Lipi',
      ok: `${server.url}/confirmation/${b.id}?token=${b.token}`,
      cancel: `${server.url}/deposit/${b.id}?token=${b.token}`,
    });
    // The window stays open at least the 30 minutes Stripe requires; the hold outlives it by the grace.
    expect(session.exp * 1000).toBeGreaterThanOrEqual(before + 30 * MIN);
    const row = await reservationRow(b.id);
    expect(row.status).toBe('awaiting_deposit');
    expect(row.expires_at!.getTime()).toBe(session.exp * 1000 + 5 * MIN);
    expect((await startDeposit(b)).toString()).toBe(url.toString());
    expect(await db().selectFrom('deposit_checkouts').select('status').where('reservation_id', '=', b.id).execute()).toEqual([{ status: 'open' }]);
  });

  it('tells the guest honestly when the deposit cannot be paid', async () => {
    const confirmed = await booking({ status: 'confirmed', holdMinutes: null });
    const paid = await guest.mutate('payment.startDeposit', { id: confirmed.id, token: confirmed.token });
    expect(paid.status).toBe(409);
    expect(paid.error?.message).toBe('This deposit has already been paid');
    expect(paid.error?.data.domainCode).toBe('payment.already_paid');

    const lapsed = await booking({ holdMinutes: -1 });
    const expired = await guest.mutate('payment.startDeposit', { id: lapsed.id, token: lapsed.token });
    expect(expired.status).toBe(400);
    expect(expired.error?.message).toBe('This reservation hold has expired. Please book again.');
    expect((await reservationRow(lapsed.id)).expires_at!.getTime()).toBeLessThan(Date.now());

    const marked = await booking({ status: 'expired', holdMinutes: -30 });
    expect((await guest.mutate('payment.startDeposit', { id: marked.id, token: marked.token })).error?.message).toBe(
      'This reservation hold has expired. Please book again.',
    );
    const cancelled = await booking({ status: 'cancelled', holdMinutes: null });
    expect((await guest.mutate('payment.startDeposit', { id: cancelled.id, token: cancelled.token })).error?.message).toBe(
      'This reservation has been cancelled. Please book again.',
    );
  });
});

describe('the local checkout page', () => {
  it('shows the venue, the slot, the party and the amount, with Pay and Cancel', async () => {
    const b = await booking();
    const url = await startDeposit(b);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Gostilna Pri Lipi');
    expect(page).toContain('Friday, 14 June 2030');
    expect(page).toContain('19:00');
    expect(page).toContain('4 guests');
    expect(page).toContain('€20.00');
    expect(page).toContain('<button type="submit">Pay €20.00</button>');
    expect(page).toContain(`<a href="${server.url}/deposit/${b.id}?token=${b.token}">Cancel</a>`);
  });

  it("speaks the language the guest booked in, and a bad link the browser's", async () => {
    const b = await booking({ locale: 'sl' });
    const page = await (await fetch(await startDeposit(b))).text();
    expect(page).toContain('<html lang="sl">');
    expect(page).toContain('<h1>Plačajte varščino</h1>');
    expect(page).toContain('<dd>4 osebe</dd>');
    expect(page).toContain('<button type="submit">Plačaj 20,00 €</button>');
    expect(page).toContain('Plačilo gre neposredno: Gostilna Pri Lipi.');
    const bad = await fetch(`${server.url}/checkout/local/garbage`, { headers: { 'accept-language': 'sl-SI,sl;q=0.9,en;q=0.8' } });
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain('Ta povezava za plačilo je neveljavna ali je potekla.');
  });

  it('refuses a forged, a tampered and an expired checkout token', async () => {
    const b = await booking();
    const url = await startDeposit(b);
    const session = sessionOf(url);
    const [body, sig] = url.pathname.split('/').pop()!.split('.');
    const forged = signCheckoutToken({ ...session, amount: 1 }, 'whsec_not_the_secret');
    const tampered = `${Buffer.from(JSON.stringify({ ...session, amount: 1 })).toString('base64url')}.${sig}`;
    const expired = signCheckoutToken({ ...session, exp: Math.floor(Date.now() / 1000) - 1 }, localCheckoutSecret(server.core.config));
    for (const token of [forged, tampered, expired, `${body}.`, 'garbage']) {
      const res = await fetch(`${server.url}/checkout/local/${token}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This checkout link is invalid or has expired.');
      expect((await fetch(`${server.url}/checkout/local/${token}`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
    }
    expect((await reservationRow(b.id)).status).toBe('awaiting_deposit');
  });
});

describe('paying the deposit', () => {
  it('confirms the reservation through the signed webhook and sends one confirmation email', async () => {
    const b = await booking();
    const url = await startDeposit(b);
    const res = await pay(url);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${server.url}/confirmation/${b.id}?token=${b.token}`);

    const row = await reservationRow(b.id);
    expect(row.status).toBe('confirmed');
    expect(row.expires_at).toBeNull();
    expect(await mails(b.email, 'deposit_confirmed')).toHaveLength(1);
    const { mail, link } = await latestMail(db(), b.email, 'deposit_confirmed');
    expect(mail.subject).toBe('Reservation confirmed: Gostilna Pri Lipi');
    expect(mail.status).toBe('sent');
    expect(mail.text_body).toContain('Time: 19:00');
    expect(mail.text_body).toContain('Party: 4 guests');
    expect(mail.text_body).toContain('Deposit paid: €20.00');
    expect(link?.toString()).toBe(`${server.url}/confirmation/${b.id}?token=${b.token}`);
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);

    // Submitting the paid window again, or starting again, changes nothing.
    const again = await pay(url);
    expect(again.status).toBe(303);
    const page = await (await fetch(url)).text();
    expect(page).toContain('This deposit has already been paid.');
    const restart = await guest.mutate('payment.startDeposit', { id: b.id, token: b.token });
    expect(restart.error?.message).toBe('This deposit has already been paid');
    expect(await mails(b.email, 'deposit_confirmed')).toHaveLength(1);
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
  });

  it('writes the confirmation in the language the guest booked in', async () => {
    const b = await booking({ locale: 'sl' });
    await payDeposit(guest, { id: b.id, token: b.token });
    const { mail } = await latestMail(db(), b.email, 'deposit_confirmed');
    expect(mail.subject).toBe('Rezervacija potrjena: Gostilna Pri Lipi');
    expect(mail.text_body).toContain('Plačan polog: 20,00 €');
    expect(mail.text_body).toContain('Število oseb: 4 osebe');
  });

  it('applies the same signed event once, however often it is replayed (3 replays), and refuses a bad signature with 400', async () => {
    const b = await booking();
    const session = sessionOf(await startDeposit(b));
    const payload = JSON.stringify(localCompletedEvent(session));

    const forged = await postEvent(payload, signPayload(payload, 'whsec_someone_else'));
    expect(forged).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect((await reservationRow(b.id)).status).toBe('awaiting_deposit');
    expect(await mails(b.email)).toHaveLength(0);
    expect(await db().selectFrom('stripe_events').select('id').where('id', '=', JSON.parse(payload).id).execute()).toHaveLength(0);

    const first = await postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
    expect(first).toEqual({ status: 200, body: { received: true, applied: true, duplicate: false } });
    for (let i = 0; i < 3; i++) {
      const replay = await postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
      expect(replay).toEqual({ status: 200, body: { received: true, applied: false, duplicate: true } });
    }
    // Stripe may also report the same payment in an event of its own (async success): not applied twice.
    const other = JSON.stringify({ ...JSON.parse(payload), id: 'evt_local_same_session', type: 'checkout.session.async_payment_succeeded' });
    expect(await postEvent(other, signPayload(other, LOCAL_WEBHOOK_SECRET))).toEqual({
      status: 200,
      body: { received: true, applied: false, duplicate: false },
    });

    expect((await reservationRow(b.id)).status).toBe('confirmed');
    expect(await mails(b.email, 'deposit_confirmed')).toHaveLength(1);
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
  });

  it('confirms once when the same payment arrives in several events at the same moment', async () => {
    const b = await booking();
    const session = sessionOf(await startDeposit(b));
    const payloads = Array.from({ length: 4 }, () => JSON.stringify(localCompletedEvent(session)));
    const results = await Promise.all(payloads.map((p) => postEvent(p, signPayload(p, LOCAL_WEBHOOK_SECRET))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.body.applied === true)).toHaveLength(1);
    expect((await reservationRow(b.id)).status).toBe('confirmed');
    expect(await mails(b.email, 'deposit_confirmed')).toHaveLength(1);
  });

  it('does not confirm a payment that arrives after the hold was released: it records it, refunds it and tells the guest', async () => {
    const b = await booking();
    const url = await startDeposit(b);
    // The hold lapses and the job marks it expired before the money arrives.
    await db()
      .updateTable('reservations')
      .set({ status: 'expired', expires_at: new Date(Date.now() - MIN) })
      .where('id', '=', b.id)
      .execute();
    const res = await pay(url);
    expect(res.status).toBe(303);

    const row = await reservationRow(b.id);
    expect(row.status).toBe('expired');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refunded']);
    const checkout = await db().selectFrom('deposit_checkouts').selectAll().where('reservation_id', '=', b.id).executeTakeFirstOrThrow();
    expect(checkout.status).toBe('refunded');
    expect(checkout.refund_id).toMatch(/^re_local_/);
    expect(await mails(b.email, 'deposit_confirmed')).toHaveLength(0);
    const { mail, link } = await latestMail(db(), b.email, 'deposit_refunded');
    expect(mail.subject).toBe('Your deposit for Gostilna Pri Lipi has been refunded');
    expect(mail.text_body).toContain('arrived after the table hold had been released');
    expect(link?.toString()).toBe(`${server.url}/book?restaurant_id=${b.venueId}`);
  });

  it('treats a hold past its expiry as released even before the job has marked it', async () => {
    const b = await booking();
    const url = await startDeposit(b);
    await db()
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', b.id)
      .execute();
    await pay(url);
    expect((await reservationRow(b.id)).status).toBe('awaiting_deposit');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refunded']);
    expect(await mails(b.email, 'deposit_refunded')).toHaveLength(1);
  });

  it('refunds a second payment for a reservation that is already paid', async () => {
    const b = await booking();
    const session = sessionOf(await startDeposit(b));
    await payDeposit(guest, { id: b.id, token: b.token });
    const second = JSON.stringify(localCompletedEvent({ ...session, sid: 'cs_local_second_window' }));
    expect((await postEvent(second, signPayload(second, LOCAL_WEBHOOK_SECRET))).body).toMatchObject({ applied: true });
    expect((await reservationRow(b.id)).status).toBe('confirmed');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid', 'deposit_paid_twice', 'deposit_refunded']);
    expect(await mails(b.email, 'deposit_confirmed')).toHaveLength(1);
    const { mail } = await latestMail(db(), b.email, 'deposit_refunded');
    expect(mail.text_body).toContain('was already paid, so we refunded the second payment of €20.00');
  });

  it('refunds a payment smaller than the deposit instead of confirming', async () => {
    const b = await booking();
    const session = sessionOf(await startDeposit(b));
    const payload = JSON.stringify(localCompletedEvent({ ...session, amount: 500 }));
    await postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
    expect((await reservationRow(b.id)).status).toBe('awaiting_deposit');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_amount_mismatch', 'deposit_refunded']);
  });

  it('ignores a checkout that is not a deposit (a subscription, say)', async () => {
    const b = await booking();
    const event = localCompletedEvent(sessionOf(await startDeposit(b)));
    const payload = JSON.stringify({ ...event, data: { object: { ...event.data.object, metadata: { kind: 'subscription', reservation_id: b.id } } } });
    expect((await postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET))).body).toEqual({ received: true, applied: false, duplicate: false });
    expect((await reservationRow(b.id)).status).toBe('awaiting_deposit');
    const count = await db()
      .selectFrom('audit_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('action', '=', 'deposit_paid')
      .where('entity_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });
});
