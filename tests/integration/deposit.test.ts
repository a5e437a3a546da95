import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '@tablestay/core/account/crypto';
import { LOCAL_WEBHOOK_SECRET, signPayload } from '@tablestay/core/stripe-events/webhook';
import { localCompletedEvent } from '@tablestay/core/payment/local';
import { checkoutSession, completeCheckout as pay, payDeposit, postWebhook, startDeposit as startCheckout } from '../support/checkout';
import { dining, stays, type Held, type HoldOptions, type Kind } from '../support/kinds';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

/** The deposit of a table and of a stay over real HTTP: startDeposit, the local checkout page, the signed webhook. */

let server: TestServer;
let guest: Client;
beforeAll(async () => {
  server = await startTestServer();
  guest = new Client(server.url);
});
afterAll(() => server?.close());

const MIN = 60_000;
const db = () => server.core.db;
/** A Friday, so the pages and emails have a known date to show. */
const DATE = '2030-06-14';
const MISSING_TOKEN = 'Invalid deposit link - missing access token';
const ALREADY_PAID = 'This deposit has already been paid';
const HOLD_EXPIRED = 'This reservation hold has expired. Please book again.';

/** A fresh venue of the kind and a booking on it: an unpaid 15-minute hold unless `opts` says otherwise. */
const booking = async (kind: Kind, opts: HoldOptions = {}) => kind.hold(db(), await kind.venue(db()), { date: DATE, ...opts });

const mails = (to: string, kind?: string) =>
  db()
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_email', '=', to)
    .$if(Boolean(kind), (q) => q.where('kind', '=', kind as string))
    .execute();
const auditActions = async (kind: Kind, id: string) =>
  (await db().selectFrom('audit_logs').select('action').where('entity', '=', kind.entity).where('entity_id', '=', id).orderBy('id').execute()).map(
    (a) => a.action,
  );
const checkouts = (kind: Kind, id: string) =>
  db().selectFrom('deposit_checkouts').selectAll().where(kind.checkoutColumn, '=', id).orderBy('created_at').execute();
const row = (kind: Kind, id: string) => db().selectFrom(kind.table).select(['status', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();

/** The hold's end passes before the expiry job has marked it. */
const lapse = (kind: Kind, id: string) =>
  db()
    .updateTable(kind.table)
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', id)
    .execute();
const startDeposit = (kind: Kind, b: Held) => startCheckout(guest, { id: b.id, token: b.token, type: kind.type });
const startDepositRaw = (kind: Kind, input: Record<string, unknown>) =>
  guest.mutate('payment.startDeposit', { ...input, ...(kind.type ? { type: kind.type } : {}) });
const sessionOf = (url: URL) => checkoutSession(server, url);
const postEvent = (payload: string, signature: string) => postWebhook(server, payload, signature);
const signed = (payload: string) => postEvent(payload, signPayload(payload, LOCAL_WEBHOOK_SECRET));
/** Where the checkout sends the guest back: the confirmation when paid, the deposit page on Cancel. */
const appLink = (kind: Kind, page: 'confirmation' | 'deposit', b: Held) => `${server.url}/${page}/${b.id}?${kind.linkQuery}token=${b.token}`;

/** What each kind's checkout, emails and webhook events say of the booking made by `booking()`. */
const CASES = [
  {
    ...dining,
    venueName: 'Gostilna Pri Lipi',
    session: {},
    metadata: (id: string) => ({ kind: 'deposit', reservation_id: id }),
    page: ['Friday, 14 June 2030', '19:00', '4 guests'],
    pageSl: ['<dd>4 osebe</dd>'],
    backLink: 'View your reservation',
    confirmed: 'deposit_confirmed',
    confirmedSubject: 'Reservation confirmed: Gostilna Pri Lipi',
    confirmedLines: ['Time: 19:00', 'Party: 4 guests', 'Deposit paid: €20.00'],
    confirmedSl: { subject: 'Rezervacija potrjena: Gostilna Pri Lipi', lines: ['Plačana varščina: 20,00 €', 'Število oseb: 4 osebe'] },
  },
  {
    ...stays,
    venueName: 'Vila Lipa',
    session: { kind: 'stay_deposit' },
    metadata: (id: string) => ({ kind: 'stay_deposit', stay_booking_id: id }),
    page: ['Double Room', 'Friday, 14 June 2030', 'Monday, 17 June 2030', '3 nights', '2 guests'],
    pageSl: ['<dd>2 osebi</dd>', '<dd>3 noči</dd>'],
    backLink: 'View your booking',
    confirmed: 'stay_confirmed',
    confirmedSubject: 'Stay confirmed: Vila Lipa',
    confirmedLines: [
      'Room: Double Room',
      'Check-in: Friday, 14 June 2030',
      'Check-out: Monday, 17 June 2030',
      'Nights: 3 nights',
      'Guests: 2 guests',
      'Deposit paid: €20.00',
    ],
    confirmedSl: { subject: 'Bivanje potrjeno: Vila Lipa', lines: ['Število noči: 3 noči', 'Plačana varščina: 20,00 €'] },
  },
];

describe.each(CASES)('the $name deposit', (kind) => {
  describe('payment.startDeposit', () => {
    it("refuses a wrong token and an unknown or malformed id with the kind's text, a missing token with the SPEC text", async () => {
      const b = await booking(kind);
      for (const [input, status] of [
        [{ id: b.id, token: randomToken() }, 404],
        [{ id: '00000000-0000-4000-8000-000000000000', token: b.token }, 404],
        [{ id: 'nope', token: b.token }, 400],
      ] as const) {
        const res = await startDepositRaw(kind, input);
        expect({ input, status: res.status, message: res.error?.message }).toEqual({ input, status, message: kind.notFound });
      }
      for (const input of [{ id: b.id }, { id: b.id, token: '' }, { id: b.id, token: '   ' }]) {
        const res = await startDepositRaw(kind, input);
        expect({ input, status: res.status, message: res.error?.message }).toEqual({ input, status: 400, message: MISSING_TOKEN });
      }
      expect(await kind.status(db(), b.id)).toBe('awaiting_deposit');
      expect(await checkouts(kind, b.id)).toHaveLength(0);
    });

    it('opens the local checkout, extends the hold under the lock to cover it, and hands the same window out again', async () => {
      const b = await booking(kind);
      const before = Date.now();
      const url = await startDeposit(kind, b);
      expect(url.origin + url.pathname).toMatch(new RegExp(`^${server.url}/checkout/local/[\\w-]+\\.[\\w-]+$`));
      const session = sessionOf(url);
      expect(session).toMatchObject({
        rid: b.id,
        amount: 2000,
        currency: 'eur',
        email: b.email,
        venue: kind.venueName,
        ok: appLink(kind, 'confirmation', b),
        cancel: appLink(kind, 'deposit', b),
        ...kind.session,
      });
      // The window stays open at least the 30 minutes Stripe requires; the hold outlives it by the grace.
      expect(session.exp * 1000).toBeGreaterThanOrEqual(before + 30 * MIN);
      const held = await row(kind, b.id);
      expect(held.status).toBe('awaiting_deposit');
      expect(held.expires_at!.getTime()).toBe(session.exp * 1000 + 5 * MIN);
      expect((await startDeposit(kind, b)).toString()).toBe(url.toString());
      // One open window, naming the booking in its kind's column only.
      const windows = await checkouts(kind, b.id);
      expect(windows.map((w) => ({ status: w.status, reservation_id: w.reservation_id, stay_booking_id: w.stay_booking_id }))).toEqual([
        { status: 'open', reservation_id: null, stay_booking_id: null, [kind.checkoutColumn]: b.id },
      ]);
      expect(await auditActions(kind, b.id)).toEqual(['deposit_checkout_opened']);
    });

    it('tells the guest honestly when the deposit cannot be paid', async () => {
      const confirmed = await booking(kind, { status: 'confirmed', holdMinutes: null });
      const paid = await startDepositRaw(kind, { id: confirmed.id, token: confirmed.token });
      expect({ status: paid.status, message: paid.error?.message, code: paid.error?.data.domainCode }).toEqual({
        status: 409,
        message: ALREADY_PAID,
        code: 'payment.already_paid',
      });

      const lapsed = await booking(kind, { holdMinutes: -1 });
      const expired = await startDepositRaw(kind, { id: lapsed.id, token: lapsed.token });
      expect({ status: expired.status, message: expired.error?.message }).toEqual({ status: 400, message: HOLD_EXPIRED });
      expect((await row(kind, lapsed.id)).expires_at!.getTime()).toBeLessThan(Date.now());

      const released = await booking(kind);
      await kind.release(db(), released.id);
      expect((await startDepositRaw(kind, { id: released.id, token: released.token })).error?.message).toBe(HOLD_EXPIRED);

      const cancelled = await booking(kind, { status: 'cancelled', holdMinutes: null });
      expect((await startDepositRaw(kind, { id: cancelled.id, token: cancelled.token })).error?.message).toBe(
        'This reservation has been cancelled. Please book again.',
      );
    });
  });

  describe('the local checkout page', () => {
    it('shows the booking and the amount, with Pay and Cancel', async () => {
      const b = await booking(kind);
      const res = await fetch(await startDeposit(kind, b));
      expect(res.status).toBe(200);
      const page = await res.text();
      for (const text of ['<html lang="en">', kind.venueName, ...kind.page, '€20.00', '<button type="submit">Pay €20.00</button>']) {
        expect({ text, shown: page.includes(text) }).toEqual({ text, shown: true });
      }
      expect(page).toContain(`<a href="${appLink(kind, 'deposit', b).replace('&', '&amp;')}">Cancel</a>`);
    });

    it('speaks the language the guest booked in', async () => {
      const b = await booking(kind, { locale: 'sl' });
      const page = await (await fetch(await startDeposit(kind, b))).text();
      for (const text of [
        '<html lang="sl">',
        '<h1>Plačajte varščino</h1>',
        ...kind.pageSl,
        '<button type="submit">Plačaj 20,00\u00a0€</button>',
        `Znesek prejme neposredno ${kind.venueName}.`,
      ]) {
        expect({ text, shown: page.includes(text) }).toEqual({ text, shown: true });
      }
    });
  });

  describe('paying', () => {
    it('confirms the booking through the signed webhook and sends exactly one email', async () => {
      const b = await booking(kind);
      const url = await startDeposit(kind, b);
      const res = await pay(url);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(appLink(kind, 'confirmation', b));

      expect(await row(kind, b.id)).toEqual({ status: 'confirmed', expires_at: null });
      expect(await mails(b.email)).toHaveLength(1);
      const { mail, link } = await latestMail(db(), b.email, kind.confirmed);
      expect(mail.subject).toBe(kind.confirmedSubject);
      expect(mail.status).toBe('sent');
      for (const line of kind.confirmedLines) expect(mail.text_body).toContain(line);
      expect(link?.toString()).toBe(appLink(kind, 'confirmation', b));
      expect(await auditActions(kind, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
      expect((await checkouts(kind, b.id)).map((c) => c.status)).toEqual(['paid']);

      // Submitting the paid window again, or starting again, changes nothing.
      expect((await pay(url)).status).toBe(303);
      const page = await (await fetch(url)).text();
      expect(page).toContain('This deposit has already been paid.');
      expect(page).toContain(kind.backLink);
      expect((await startDepositRaw(kind, { id: b.id, token: b.token })).error?.message).toBe(ALREADY_PAID);
      expect(await mails(b.email)).toHaveLength(1);
      expect(await auditActions(kind, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
    });

    it('writes the confirmation in the language the guest booked in', async () => {
      const b = await booking(kind, { locale: 'sl' });
      await payDeposit(guest, { id: b.id, token: b.token, type: kind.type });
      const { mail } = await latestMail(db(), b.email, kind.confirmed);
      expect(mail.subject).toBe(kind.confirmedSl.subject);
      for (const line of kind.confirmedSl.lines) expect(mail.text_body).toContain(line);
    });

    it('applies the same signed event once, however often it is replayed (3 replays), and refuses a bad signature with 400', async () => {
      const b = await booking(kind);
      const payload = JSON.stringify(localCompletedEvent(sessionOf(await startDeposit(kind, b))));
      expect(JSON.parse(payload).data.object.metadata).toEqual(kind.metadata(b.id));

      const forged = await postEvent(payload, signPayload(payload, 'whsec_someone_else'));
      expect(forged).toEqual({ status: 400, body: { error: 'Invalid Stripe signature' } });
      expect(await kind.status(db(), b.id)).toBe('awaiting_deposit');
      expect(await mails(b.email)).toHaveLength(0);
      expect(await db().selectFrom('stripe_events').select('id').where('id', '=', JSON.parse(payload).id).execute()).toHaveLength(0);

      expect(await signed(payload)).toEqual({ status: 200, body: { received: true, applied: true, duplicate: false } });
      for (let i = 0; i < 3; i++) {
        expect(await signed(payload)).toEqual({ status: 200, body: { received: true, applied: false, duplicate: true } });
      }
      // Stripe may also report the same payment in an event of its own (async success): recorded, not applied twice.
      const other = JSON.stringify({ ...JSON.parse(payload), id: `evt_local_same_session_${kind.name}`, type: 'checkout.session.async_payment_succeeded' });
      expect(await signed(other)).toEqual({ status: 200, body: { received: true, applied: false, duplicate: false } });

      expect(await kind.status(db(), b.id)).toBe('confirmed');
      expect(await mails(b.email, kind.confirmed)).toHaveLength(1);
      expect(await auditActions(kind, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
    });

    it('confirms once when the same payment arrives in several events at the same moment', async () => {
      const b = await booking(kind);
      const session = sessionOf(await startDeposit(kind, b));
      const payloads = Array.from({ length: 4 }, () => JSON.stringify(localCompletedEvent(session)));
      const results = await Promise.all(payloads.map(signed));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(results.filter((r) => r.body.applied === true)).toHaveLength(1);
      expect(await kind.status(db(), b.id)).toBe('confirmed');
      expect(await mails(b.email, kind.confirmed)).toHaveLength(1);
    });

    it('refunds a second payment for a booking that is already paid', async () => {
      const b = await booking(kind);
      const session = sessionOf(await startDeposit(kind, b));
      await payDeposit(guest, { id: b.id, token: b.token, type: kind.type });
      const second = JSON.stringify(localCompletedEvent({ ...session, sid: `cs_local_second_window_${kind.name}` }));
      expect((await signed(second)).body).toMatchObject({ applied: true });
      expect(await kind.status(db(), b.id)).toBe('confirmed');
      expect(await auditActions(kind, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid', 'deposit_paid_twice', 'deposit_refunded']);
      expect(await mails(b.email, kind.confirmed)).toHaveLength(1);
      const { mail } = await latestMail(db(), b.email, 'deposit_refunded');
      expect(mail.text_body).toContain('was already paid, so we refunded the second payment of €20.00');
    });

    it('refunds a payment smaller than the deposit instead of confirming', async () => {
      const b = await booking(kind);
      const payload = JSON.stringify(localCompletedEvent({ ...sessionOf(await startDeposit(kind, b)), amount: 500 }));
      await signed(payload);
      expect(await kind.status(db(), b.id)).toBe('awaiting_deposit');
      expect(await auditActions(kind, b.id)).toEqual(['deposit_checkout_opened', 'deposit_amount_mismatch', 'deposit_refunded']);
    });
  });
});

describe('the local checkout page, either kind', () => {
  // Which tokens are refused (another secret, a changed body or signature, a lapsed window) is
  // packages/core/src/payment/local.test.ts; here, what the page answers for one.
  it('answers a tampered checkout token with 404 and the text, and takes no payment on it', async () => {
    const b = await booking(dining);
    const url = await startDeposit(dining, b);
    const sig = url.pathname.split('.').pop();
    const tampered = `${Buffer.from(JSON.stringify({ ...sessionOf(url), amount: 1 })).toString('base64url')}.${sig}`;
    const res = await fetch(`${server.url}/checkout/local/${tampered}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This checkout link is invalid or has expired.');
    expect((await fetch(`${server.url}/checkout/local/${tampered}`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
    expect(await dining.status(db(), b.id)).toBe('awaiting_deposit');
  });

  it('looks an id up as a reservation unless the link says type=stay: a stay booking is not one', async () => {
    const b = await booking(stays);
    const res = await guest.mutate('payment.startDeposit', { id: b.id, token: b.token });
    expect({ status: res.status, message: res.error?.message }).toEqual({ status: 404, message: dining.notFound });
    expect(await checkouts(stays, b.id)).toHaveLength(0);
  });

  it("answers a bad link in the browser's language", async () => {
    const bad = await fetch(`${server.url}/checkout/local/garbage`, { headers: { 'accept-language': 'sl-SI,sl;q=0.9,en;q=0.8' } });
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain('Ta povezava za plačilo je neveljavna ali je potekla.');
  });

  it('ignores a checkout that is not a deposit (a subscription, say)', async () => {
    const b = await booking(dining);
    const event = localCompletedEvent(sessionOf(await startDeposit(dining, b)));
    const payload = JSON.stringify({ ...event, data: { object: { ...event.data.object, metadata: { kind: 'subscription', reservation_id: b.id } } } });
    expect((await signed(payload)).body).toEqual({ received: true, applied: false, duplicate: false });
    expect(await dining.status(db(), b.id)).toBe('awaiting_deposit');
    const count = await db()
      .selectFrom('audit_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('action', '=', 'deposit_paid')
      .where('entity_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });
});

describe('money for a released table hold', () => {
  it('is not confirmed: it is recorded, refunded, and the guest is told', async () => {
    const b = await booking(dining);
    const url = await startDeposit(dining, b);
    // The hold lapses and the job marks it expired before the money arrives.
    await dining.release(db(), b.id);
    expect((await pay(url)).status).toBe(303);

    expect(await dining.status(db(), b.id)).toBe('expired');
    expect(await auditActions(dining, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refunded']);
    const [checkout] = await checkouts(dining, b.id);
    expect(checkout?.status).toBe('refunded');
    expect(checkout?.refund_id).toMatch(/^re_local_/);
    expect(await mails(b.email, 'deposit_confirmed')).toHaveLength(0);
    const { mail, link } = await latestMail(db(), b.email, 'deposit_refunded');
    expect(mail.subject).toBe('Your deposit for Gostilna Pri Lipi has been refunded');
    expect(mail.text_body).toContain('arrived after the table hold had been released');
    expect(link?.toString()).toBe(`${server.url}/book?restaurant_id=${b.venue.id}`);
  });

  it('is refunded for a hold past its expiry even before the job has marked it', async () => {
    const b = await booking(dining);
    const url = await startDeposit(dining, b);
    await lapse(dining, b.id);
    await pay(url);
    expect(await dining.status(db(), b.id)).toBe('awaiting_deposit');
    expect(await auditActions(dining, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refunded']);
    expect(await mails(b.email, 'deposit_refunded')).toHaveLength(1);
  });
});

/** A stay hold on a property of two rooms, one held back as the reserve (ADR 016): one room is for sale at a time. */
async function withReserve() {
  const v = await stays.venue(db(), { units: 2 });
  await db().updateTable('restaurants').set({ blocked_rooms: 1 }).where('id', '=', v.id).execute();
  return stays.hold(db(), v, { date: DATE });
}

describe('money for a released stay hold: confirmed while its room can still be sold, else refunded', () => {
  it('refunds, and does not confirm, money for a released hold whose room was sold again', async () => {
    const b = await booking(stays);
    const url = await startDeposit(stays, b);
    await stays.release(db(), b.id);
    // Another guest books the same room for one of those nights.
    const other = await stays.hold(db(), b.venue, { date: '2030-06-15', nights: 1 });

    expect((await pay(url)).status).toBe(303);
    expect(await stays.status(db(), b.id)).toBe('cancelled');
    expect(await stays.status(db(), other.id)).toBe('awaiting_deposit');
    expect(await auditActions(stays, b.id)).toEqual(['deposit_checkout_opened', 'deposit_room_taken', 'deposit_paid_after_release', 'deposit_refunded']);
    const [checkout] = await checkouts(stays, b.id);
    expect(checkout?.status).toBe('refunded');
    expect(checkout?.refund_id).toMatch(/^re_local_/);
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(0);
    const { mail, link } = await latestMail(db(), b.email, 'deposit_refunded');
    expect(mail.subject).toBe('Your deposit for Vila Lipa has been refunded');
    expect(mail.text_body).toContain('arrived after the room hold had been released and the room is no longer available, so the booking is not confirmed.');
    expect(link?.toString()).toBe(`${server.url}/stays/${b.venue.id}`);
  });

  it('re-confirms a released hold whose room is still free', async () => {
    const b = await booking(stays);
    const url = await startDeposit(stays, b);
    await stays.release(db(), b.id);
    // A back-to-back stay on the same room does not overlap these nights.
    await stays.hold(db(), b.venue, { date: '2030-06-17', nights: 2 });

    expect((await pay(url)).status).toBe(303);
    expect(await row(stays, b.id)).toEqual({ status: 'confirmed', expires_at: null });
    expect(await auditActions(stays, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid']);
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
    const b = await withReserve();
    const url = await startDeposit(stays, b);
    await stays.release(db(), b.id);
    // While the hold was released, another guest took the one room the reserve lets the property sell.
    const other = await stays.hold(db(), b.venue, { date: DATE, room: 1 });

    expect((await pay(url)).status).toBe(303);
    expect(await stays.status(db(), b.id)).toBe('cancelled');
    expect(await stays.status(db(), other.id)).toBe('awaiting_deposit');
    expect(await auditActions(stays, b.id)).toEqual(['deposit_checkout_opened', 'deposit_reserve_breached', 'deposit_paid_after_release', 'deposit_refunded']);
    expect((await checkouts(stays, b.id))[0]?.status).toBe('refunded');
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(0);
    expect(await mails(b.email, 'deposit_refunded')).toHaveLength(1);
  });

  it('re-confirms a released hold when the reserve still holds with it', async () => {
    const b = await withReserve();
    const url = await startDeposit(stays, b);
    await stays.release(db(), b.id);

    expect((await pay(url)).status).toBe(303);
    expect(await stays.status(db(), b.id)).toBe('confirmed');
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(1);
  });

  it('re-confirms a hold past its expiry that the job has not marked yet', async () => {
    const b = await booking(stays);
    const url = await startDeposit(stays, b);
    await lapse(stays, b.id);
    await pay(url);
    expect(await stays.status(db(), b.id)).toBe('confirmed');
    expect(await mails(b.email, 'stay_confirmed')).toHaveLength(1);
  });

  it('refunds money for a booking the guest cancelled while the hold was live', async () => {
    const b = await booking(stays);
    const url = await startDeposit(stays, b);
    await db().updateTable('stay_bookings').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', b.id).execute();
    await pay(url);
    expect(await stays.status(db(), b.id)).toBe('cancelled');
    expect(await auditActions(stays, b.id)).toEqual(['deposit_checkout_opened', 'deposit_paid_after_release', 'deposit_refunded']);
    expect(await mails(b.email, 'deposit_refunded')).toHaveLength(1);
  });
});
