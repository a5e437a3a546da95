import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createRoom, createStayBooking } from '@tablestay/core/db/factories';
import { randomToken } from '@tablestay/core/account/crypto';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/billing/webhook';
import type { StayBookingStatus } from '@tablestay/core/db/types';
import { localCompletedEvent } from '@tablestay/core/payment/local';
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
const CHECK_IN = '2030-06-14';
const CHECK_OUT = '2030-06-17';

/** A property with one room of one type and a stay booking on it, written directly (no stays core needed). */
async function stay(opts: { status?: StayBookingStatus; holdMinutes?: number | null; deposit?: number; locale?: 'en' | 'sl' } = {}) {
  const { venue: property, roomTypes } = await createProperty(db(), {
    name: 'Vila Lipa',
    address: 'Cesta svobode 12, Bled',
    city: 'Bled',
    total_rooms: 1,
    deposit_eur: 20,
    latitude: 46.3683,
    longitude: 14.1146,
    total_tables: 0,
    roomTypes: [{ name: 'Double Room', capacity: 2, base_price_eur: 95, rooms: ['101'] }],
  });
  const roomType = roomTypes[0]!;
  const room = roomType.rooms[0]!;
  const holdMinutes = opts.holdMinutes === undefined ? 15 : opts.holdMinutes;
  const b = await book({ propertyId: property.id, roomTypeId: roomType.id, roomId: room.id }, { ...opts, holdMinutes });
  return { ...b, propertyId: property.id, roomTypeId: roomType.id, roomId: room.id };
}

async function book(
  at: { propertyId: string; roomTypeId: string; roomId: string },
  opts: { status?: StayBookingStatus; holdMinutes?: number | null; deposit?: number; checkIn?: string; checkOut?: string; locale?: 'en' | 'sl' } = {},
) {
  const holdMinutes = opts.holdMinutes === undefined ? 15 : opts.holdMinutes;
  const row = await createStayBooking(db(), {
    restaurant_id: at.propertyId,
    room_type_id: at.roomTypeId,
    room_id: at.roomId,
    guest_name: 'Maja Novak',
    guests: 2,
    check_in: opts.checkIn ?? CHECK_IN,
    check_out: opts.checkOut ?? CHECK_OUT,
    status: opts.status ?? 'awaiting_deposit',
    deposit_eur: opts.deposit ?? 20,
    price_per_night_eur: 95,
    expires_at: holdMinutes === null ? null : new Date(Date.now() + holdMinutes * MIN),
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  const { token, guest_email: email } = row;
  return { id: row.id, token, email };
}

const stayRow = (id: string) => db().selectFrom('stay_bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mails = (to: string, kind?: string) =>
  db()
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_email', '=', to)
    .$if(Boolean(kind), (q) => q.where('kind', '=', kind as string))
    .execute();
const auditActions = async (id: string) =>
  (await db().selectFrom('audit_logs').select('action').where('entity', '=', 'stay_booking').where('entity_id', '=', id).orderBy('id').execute()).map(
    (a) => a.action,
  );
const checkouts = (id: string) => db().selectFrom('deposit_checkouts').selectAll().where('stay_booking_id', '=', id).execute();

const startDeposit = (b: { id: string; token: string }) => startCheckout(guest, { id: b.id, token: b.token, type: 'stay' });

const sessionOf = (url: URL) => checkoutSession(server, url);

const postEvent = (payload: string, signature: string) => postWebhook(server, payload, signature);

const pay = completeCheckout;

/** What the expiry job does to an unpaid stay hold: cancelled, at or after its expiry. */
const releaseByJob = (id: string) =>
  db()
    .updateTable('stay_bookings')
    .set({ status: 'cancelled', cancel_reason: 'expired', expires_at: new Date(Date.now() - MIN), updated_at: new Date() })
    .where('id', '=', id)
    .execute();

describe('payment.startDeposit for a stay booking', () => {
  it('refuses a wrong token, a missing token and the wrong kind of id with the SPEC texts', async () => {
    const b = await stay();
    const wrong = await guest.mutate('payment.startDeposit', { id: b.id, token: randomToken(), type: 'stay' });
    expect(wrong.status).toBe(404);
    expect(wrong.error?.message).toBe('Booking not found or access denied');
    const notUuid = await guest.mutate('payment.startDeposit', { id: 'nope', token: b.token, type: 'stay' });
    expect(notUuid.error?.message).toBe('Booking not found or access denied');
    for (const input of [
      { id: b.id, type: 'stay' },
      { id: b.id, token: '  ', type: 'stay' },
    ]) {
      const res = await guest.mutate('payment.startDeposit', input);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Invalid deposit link - missing access token');
    }
    // Without type=stay the id is looked up as a dining reservation: there is none.
    const dining = await guest.mutate('payment.startDeposit', { id: b.id, token: b.token });
    expect(dining.status).toBe(404);
    expect(dining.error?.message).toBe('Reservation not found or access denied');
    expect(await checkouts(b.id)).toHaveLength(0);
  });

  it('opens the local checkout for the stay, extends the hold under the lock, and hands the same window out again', async () => {
    const b = await stay();
    const before = Date.now();
    const url = await startDeposit(b);
    const session = sessionOf(url);
    expect(session).toMatchObject({
      rid: b.id,
      kind: 'stay_deposit',
      amount: 2000,
      currency: 'eur',
      email: b.email,
      venue: 'Vila Lipa',
      ok: `${server.url}/confirmation/${b.id}?type=stay&token=${b.token}`,
      cancel: `${server.url}/deposit/${b.id}?type=stay&token=${b.token}`,
    });
    expect(session.exp * 1000).toBeGreaterThanOrEqual(before + 30 * MIN);
    const row = await stayRow(b.id);
    expect(row.status).toBe('awaiting_deposit');
    expect(row.expires_at!.getTime()).toBe(session.exp * 1000 + 5 * MIN);
    expect((await startDeposit(b)).toString()).toBe(url.toString());
    const windows = await checkouts(b.id);
    expect(windows.map((w) => ({ status: w.status, reservation_id: w.reservation_id }))).toEqual([{ status: 'open', reservation_id: null }]);
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened']);
  });

  it('tells the guest honestly when the deposit cannot be paid', async () => {
    const confirmed = await stay({ status: 'confirmed', holdMinutes: null });
    const paid = await guest.mutate('payment.startDeposit', { id: confirmed.id, token: confirmed.token, type: 'stay' });
    expect(paid.status).toBe(409);
    expect(paid.error?.message).toBe('This deposit has already been paid');

    const lapsed = await stay({ holdMinutes: -1 });
    expect((await guest.mutate('payment.startDeposit', { id: lapsed.id, token: lapsed.token, type: 'stay' })).error?.message).toBe(
      'This reservation hold has expired. Please book again.',
    );
    const released = await stay();
    await releaseByJob(released.id);
    expect((await guest.mutate('payment.startDeposit', { id: released.id, token: released.token, type: 'stay' })).error?.message).toBe(
      'This reservation hold has expired. Please book again.',
    );
    const cancelled = await stay({ status: 'cancelled' });
    expect((await guest.mutate('payment.startDeposit', { id: cancelled.id, token: cancelled.token, type: 'stay' })).error?.message).toBe(
      'This reservation has been cancelled. Please book again.',
    );
    expect((await stayRow(lapsed.id)).expires_at!.getTime()).toBeLessThan(Date.now());
  });
});

describe('paying a stay deposit', () => {
  it('shows the stay on the local checkout page, confirms through the signed webhook and sends exactly one email', async () => {
    const b = await stay();
    const url = await startDeposit(b);
    const page = await (await fetch(url)).text();
    for (const text of ['Vila Lipa', 'Double Room', 'Friday, 14 June 2030', 'Monday, 17 June 2030', '3 nights', '2 guests', '€20.00'])
      expect(page).toContain(text);
    expect(page).toContain('<button type="submit">Pay €20.00</button>');
    expect(page).toContain(`<a href="${server.url}/deposit/${b.id}?type=stay&amp;token=${b.token}">Cancel</a>`);

    const res = await pay(url);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${server.url}/confirmation/${b.id}?type=stay&token=${b.token}`);
    const row = await stayRow(b.id);
    expect(row.status).toBe('confirmed');
    expect(row.expires_at).toBeNull();
    expect(await mails(b.email)).toHaveLength(1);
    const { mail, link } = await latestMail(db(), b.email, 'stay_confirmed');
    expect(mail.status).toBe('sent');
    expect(mail.subject).toBe('Stay confirmed: Vila Lipa');
    for (const line of [
      'Room: Double Room',
      'Check-in: Friday, 14 June 2030',
      'Check-out: Monday, 17 June 2030',
      'Nights: 3 nights',
      'Guests: 2 guests',
      'Deposit paid: €20.00',
    ]) {
      expect(mail.text_body).toContain(line);
    }
    expect(link?.toString()).toBe(`${server.url}/confirmation/${b.id}?type=stay&token=${b.token}`);
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
    expect((await checkouts(b.id)).map((c) => c.status)).toEqual(['paid']);

    // Submitting the paid window again, or starting again, changes nothing.
    expect((await pay(url)).status).toBe(303);
    expect(await (await fetch(url)).text()).toContain('View your booking');
    expect((await guest.mutate('payment.startDeposit', { id: b.id, token: b.token, type: 'stay' })).error?.message).toBe('This deposit has already been paid');
    expect(await mails(b.email)).toHaveLength(1);
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
  });

  it('writes the confirmation in the language the guest booked in', async () => {
    const b = await stay({ locale: 'sl' });
    await payDeposit(guest, { id: b.id, token: b.token, type: 'stay' });
    const { mail } = await latestMail(db(), b.email, 'stay_confirmed');
    expect(mail.subject).toBe('Bivanje potrjeno: Vila Lipa');
    expect(mail.text_body).toContain('Število noči: 3 noči');
    expect(mail.text_body).toContain('Plačan polog: 20,00 €');
  });

  it('applies the same signed event once (3 replays), and refuses a bad signature with 400', async () => {
    const b = await stay();
    const payload = JSON.stringify(localCompletedEvent(sessionOf(await startDeposit(b))));
    expect(JSON.parse(payload).data.object.metadata).toEqual({ kind: 'stay_deposit', stay_booking_id: b.id });

    const forged = await postEvent(payload, signPayload(payload, 'whsec_someone_else'));
    expect(forged).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
    expect((await stayRow(b.id)).status).toBe('awaiting_deposit');
    expect(await mails(b.email)).toHaveLength(0);

    expect(await postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET))).toEqual({
      status: 200,
      body: { received: true, applied: true, duplicate: false },
    });
    for (let i = 0; i < 3; i++) {
      expect(await postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET))).toEqual({
        status: 200,
        body: { received: true, applied: false, duplicate: true },
      });
    }
    // The same payment in an event of its own: recorded once, not applied again.
    const other = JSON.stringify({ ...JSON.parse(payload), id: 'evt_local_stay_same_session', type: 'checkout.session.async_payment_succeeded' });
    expect(await postEvent(other, signPayload(other, LOCAL_WEBHOOK_SECRET))).toEqual({
      status: 200,
      body: { received: true, applied: false, duplicate: false },
    });

    expect((await stayRow(b.id)).status).toBe('confirmed');
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(1);
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
  });

  it('confirms once when the same payment arrives in several events at the same moment', async () => {
    const b = await stay();
    const session = sessionOf(await startDeposit(b));
    const payloads = Array.from({ length: 4 }, () => JSON.stringify(localCompletedEvent(session)));
    const results = await Promise.all(payloads.map((p) => postEvent(p, signPayload(p, LOCAL_WEBHOOK_SECRET))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.body.applied === true)).toHaveLength(1);
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(1);
  });

  it('refunds, and does not confirm, money for a released hold whose room was sold again', async () => {
    const b = await stay();
    const url = await startDeposit(b);
    await releaseByJob(b.id);
    // Another guest books the same room for one of those nights.
    const other = await book(b, { checkIn: '2030-06-15', checkOut: '2030-06-16' });

    const res = await pay(url);
    expect(res.status).toBe(303);
    expect((await stayRow(b.id)).status).toBe('cancelled');
    expect((await stayRow(other.id)).status).toBe('awaiting_deposit');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_room_taken', 'deposit_paid_after_release', 'deposit_refunded']);
    const [checkout] = await checkouts(b.id);
    expect(checkout?.status).toBe('refunded');
    expect(checkout?.refund_id).toMatch(/^re_local_/);
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(0);
    const { mail, link } = await latestMail(db(), b.email, 'deposit_refunded');
    expect(mail.subject).toBe('Your deposit for Vila Lipa has been refunded');
    expect(mail.text_body).toContain('arrived after the room hold had been released and the room is no longer available, so the booking is not confirmed.');
    expect(link?.toString()).toBe(`${server.url}/stays/${b.propertyId}`);
  });

  it('re-confirms a released hold whose room is still free', async () => {
    const b = await stay();
    const url = await startDeposit(b);
    await releaseByJob(b.id);
    // A back-to-back stay on the same room does not overlap these nights.
    await book(b, { checkIn: CHECK_OUT, checkOut: '2030-06-19' });

    expect((await pay(url)).status).toBe(303);
    const row = await stayRow(b.id);
    expect(row.status).toBe('confirmed');
    expect(row.expires_at).toBeNull();
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
    const meta = await db()
      .selectFrom('audit_logs')
      .select('meta_json')
      .where('entity_id', '=', b.id)
      .where('action', '=', 'deposit_paid')
      .executeTakeFirstOrThrow();
    expect(meta.meta_json).toMatchObject({ after_release: true, previous_status: 'cancelled' });
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(1);
    expect(await mails(b.email, 'deposit_refunded')).toHaveLength(0);
  });

  it('refunds money for a released hold when re-confirming it would sell into the blocked-rooms reserve', async () => {
    const b = await stay();
    // Two rooms, one held back as the reserve (ADR 016): one room is for sale at a time.
    await db().updateTable('restaurants').set({ total_rooms: 2, blocked_rooms: 1 }).where('id', '=', b.propertyId).execute();
    const second = await createRoom(db(), { restaurant_id: b.propertyId, room_type_id: b.roomTypeId, code: '102' });
    const url = await startDeposit(b);
    await releaseByJob(b.id);
    // While the hold was released, another guest took the one room the reserve lets the property sell.
    const other = await book({ ...b, roomId: second.id });

    expect((await pay(url)).status).toBe(303);
    expect((await stayRow(b.id)).status).toBe('cancelled');
    expect((await stayRow(other.id)).status).toBe('awaiting_deposit');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_reserve_breached', 'deposit_paid_after_release', 'deposit_refunded']);
    expect((await checkouts(b.id))[0]?.status).toBe('refunded');
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(0);
    expect(await mails(b.email, 'deposit_refunded')).toHaveLength(1);
  });

  it('re-confirms a released hold when the reserve still holds with it', async () => {
    const b = await stay();
    await db().updateTable('restaurants').set({ total_rooms: 2, blocked_rooms: 1 }).where('id', '=', b.propertyId).execute();
    await createRoom(db(), { restaurant_id: b.propertyId, room_type_id: b.roomTypeId, code: '102' });
    const url = await startDeposit(b);
    await releaseByJob(b.id);

    expect((await pay(url)).status).toBe(303);
    expect((await stayRow(b.id)).status).toBe('confirmed');
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(1);
  });

  it('re-confirms a hold past its expiry that the job has not marked yet', async () => {
    const b = await stay();
    const url = await startDeposit(b);
    await db()
      .updateTable('stay_bookings')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', b.id)
      .execute();
    await pay(url);
    expect((await stayRow(b.id)).status).toBe('confirmed');
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(1);
  });

  it('refunds money for a booking the guest cancelled while the hold was live', async () => {
    const b = await stay();
    const url = await startDeposit(b);
    await db().updateTable('stay_bookings').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', b.id).execute();
    await pay(url);
    expect((await stayRow(b.id)).status).toBe('cancelled');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refunded']);
    expect(await mails(b.email, 'deposit_refunded')).toHaveLength(1);
  });

  it('refunds a second payment and a payment smaller than the deposit', async () => {
    const b = await stay();
    const session = sessionOf(await startDeposit(b));
    await payDeposit(guest, { id: b.id, token: b.token, type: 'stay' });
    const second = JSON.stringify(localCompletedEvent({ ...session, sid: 'cs_local_stay_second_window' }));
    expect((await postEvent(second, signPayload(second, LOCAL_WEBHOOK_SECRET))).body).toMatchObject({ applied: true });
    expect((await stayRow(b.id)).status).toBe('confirmed');
    expect(await auditActions(b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid', 'deposit_paid_twice', 'deposit_refunded']);
    expect((await latestMail(db(), b.email, 'deposit_refunded')).mail.text_body).toContain('was already paid, so we refunded the second payment of €20.00');

    const small = await stay();
    const payload = JSON.stringify(localCompletedEvent({ ...sessionOf(await startDeposit(small)), amount: 500 }));
    await postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
    expect((await stayRow(small.id)).status).toBe('awaiting_deposit');
    expect(await auditActions(small.id)).toEqual(['deposit_checkout_opened', 'deposit_amount_mismatch', 'deposit_refunded']);
  });
});
