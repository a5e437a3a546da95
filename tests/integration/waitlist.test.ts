import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import { expireHoldsAndOfferTables } from '@tablestay/core/hold/tick';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

/** Holds and the fair waitlist over real HTTP; the 5-minute job is the same core function the cron calls. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
});
afterAll(() => server?.close());

const date = () => addDays(dateIn('Europe/Ljubljana'), 2);

async function venue(tables = 1) {
  return (await createVenue(server.core.db, { name: 'Taverna Sol', address: 'Tartinijev trg 4, 6330 Piran', total_tables: tables, turn_minutes: 90 })).id;
}

type Created = { status: 'awaiting_deposit'; reservationId: string; viewToken: string } | { status: 'waitlisted'; waitlistId: string; viewToken: string };

async function book(restaurantId: string, email: string, time = '19:00') {
  const res = await new Client(server.url).mutate<Created>('reservation.create', {
    restaurantId,
    date: date(),
    time,
    partySize: 2,
    guestName: email.split('@')[0],
    guestEmail: email,
    privacyConsent: true,
  });
  expect(res.status).toBe(200);
  return res.data;
}

const hold = (c: Created) => {
  if (c.status !== 'awaiting_deposit') throw new Error(`expected a hold, got ${c.status}`);
  return c;
};
const waiting = (c: Created) => {
  if (c.status !== 'waitlisted') throw new Error(`expected the waitlist, got ${c.status}`);
  return c;
};
const claimParams = (link: URL) => ({ id: link.pathname.split('/').pop(), token: link.searchParams.get('token'), offer: link.searchParams.get('offer') });

describe('holds', () => {
  it('an expired hold frees the table at once for a new booking; the job then marks it expired', async () => {
    const v = await venue();
    const first = hold(await book(v, 'unpaid@example.com'));
    waiting(await book(v, 'blocked@example.com', '19:30'));
    // Let the hold run out (as 15 minutes would).
    await server.core.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', first.reservationId)
      .execute();
    // The 19:30 guest waiting first is offered the table by the next booking, before any newcomer.
    const next = await book(v, 'newcomer@example.com', '21:00');
    expect(next.status).toBe('awaiting_deposit');
    expect((await latestMail(server.core.db, 'blocked@example.com', 'waitlist_offer')).link).toBeDefined();
    const view = await new Client(server.url).query<{ status: string }>('reservation.byToken', { id: first.reservationId, token: first.viewToken });
    expect(view.data.status).toBe('expired');
    const r = await expireHoldsAndOfferTables(server.core.booking);
    expect(r.holdsExpired).toBe(1);
    const row = await server.core.db.selectFrom('reservations').select('status').where('id', '=', first.reservationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });

  it("with nobody waiting, the expired hold's own slot goes straight to a new booking", async () => {
    const v = await venue();
    const first = hold(await book(v, 'unpaid2@example.com'));
    await server.core.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first.reservationId)
      .execute();
    expect((await book(v, 'taker@example.com')).status).toBe('awaiting_deposit');
  });
});

describe('fair waitlist over HTTP', () => {
  it('cancellation → the first waiting guest gets the claim email → claim → booked; the second stays in line', async () => {
    const v = await venue();
    const holder = hold(await book(v, 'holder@example.com'));
    const first = waiting(await book(v, 'first@example.com'));
    const second = waiting(await book(v, 'second@example.com'));
    const page = (w: { waitlistId: string; viewToken: string }) =>
      new Client(server.url).query<{ status: string; position: number | null; offer: { expiresAt: string } | null; reservation_id: string | null }>(
        'waitlist.byToken',
        { id: w.waitlistId, token: w.viewToken },
      );
    expect((await page(second)).data).toMatchObject({ status: 'waiting', position: 2 });

    const cancelled = await new Client(server.url).mutate('reservation.cancelByToken', { id: holder.reservationId, token: holder.viewToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toEqual({ id: holder.reservationId, status: 'cancelled' });

    const { mail, link } = await latestMail(server.core.db, 'first@example.com', 'waitlist_offer');
    expect(mail.subject).toMatch(/^A table is free: Taverna Sol, /);
    expect(link?.origin + link!.pathname).toBe(`${server.url}/waitlist/${first.waitlistId}`);
    const offered = (await page(first)).data;
    expect(offered.status).toBe('notified');
    expect(Date.parse(offered.offer!.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await page(second)).data).toMatchObject({ status: 'waiting', position: 1 });

    // The kept table is not sold to anyone else meanwhile.
    expect((await book(v, 'sneaky@example.com')).status).toBe('waitlisted');

    const claim = await new Client(server.url).mutate<{ reservationId: string; viewToken: string }>('waitlist.claim', claimParams(link!));
    expect(claim.status).toBe(200);
    const booked = await new Client(server.url).query<{ status: string; guest_email: string; time: string }>('reservation.byToken', {
      id: claim.data.reservationId,
      token: claim.data.viewToken,
    });
    expect(booked.data).toMatchObject({ status: 'awaiting_deposit', guest_email: 'first@example.com', time: '19:00' });
    expect((await page(first)).data).toMatchObject({ status: 'converted', reservation_id: claim.data.reservationId, offer: null });

    const again = await new Client(server.url).mutate('waitlist.claim', claimParams(link!));
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe('This offer has expired');
  });

  it('an unclaimed offer lapses and passes to the next guest', async () => {
    const v = await venue();
    const holder = hold(await book(v, 'h2@example.com'));
    const slow = waiting(await book(v, 'slow@example.com'));
    waiting(await book(v, 'patient@example.com'));
    await new Client(server.url).mutate('reservation.cancelByToken', { id: holder.reservationId, token: holder.viewToken });
    const slowMail = await latestMail(server.core.db, 'slow@example.com', 'waitlist_offer');
    // Fifteen minutes pass without a claim.
    await server.core.db
      .updateTable('waitlist_entries')
      .set({ offer_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', slow.waitlistId)
      .execute();
    const r = await expireHoldsAndOfferTables(server.core.booking);
    expect(r.offersExpired).toBeGreaterThanOrEqual(1);
    const late = await new Client(server.url).mutate('waitlist.claim', claimParams(slowMail.link!));
    expect(late.status).toBe(400);
    expect(late.error?.message).toBe('This offer has expired');
    const next = await latestMail(server.core.db, 'patient@example.com', 'waitlist_offer');
    const claim = await new Client(server.url).mutate<{ reservationId: string }>('waitlist.claim', claimParams(next.link!));
    expect(claim.status).toBe(200);
    const page = await new Client(server.url).query<{ status: string }>('waitlist.byToken', {
      id: slow.waitlistId,
      token: slowMail.link!.searchParams.get('token'),
    });
    expect(page.data.status).toBe('expired');
  });

  it('an offer past its deadline reads as expired before the tick runs: neither claimed nor left, and the page says so', async () => {
    const v = await venue();
    const holder = hold(await book(v, 'h3@example.com'));
    const late = waiting(await book(v, 'late@example.com'));
    await new Client(server.url).mutate('reservation.cancelByToken', { id: holder.reservationId, token: holder.viewToken });
    const mail = await latestMail(server.core.db, 'late@example.com', 'waitlist_offer');
    await server.core.db
      .updateTable('waitlist_entries')
      .set({ offer_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late.waitlistId)
      .execute();
    const claim = await new Client(server.url).mutate('waitlist.claim', claimParams(mail.link!));
    expect(claim.error?.message).toBe('This offer has expired');
    const token = mail.link!.searchParams.get('token');
    const left = await new Client(server.url).mutate<{ status: string }>('waitlist.leave', { id: late.waitlistId, token });
    expect(left.data.status).toBe('expired');
    const row = await server.core.db
      .selectFrom('waitlist_entries')
      .select(['status', 'reservation_id'])
      .where('id', '=', late.waitlistId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'notified', reservation_id: null });
    const page = await new Client(server.url).query<{ status: string }>('waitlist.byToken', { id: late.waitlistId, token });
    expect(page.data.status).toBe('expired');
  });

  it('a wrong view token on claim is "Waitlist entry not found"', async () => {
    const v = await venue();
    await book(v, 'x1@example.com');
    const w = waiting(await book(v, 'x2@example.com'));
    const res = await new Client(server.url).mutate('waitlist.claim', { id: w.waitlistId, token: 'wrong', offer: 'whatever' });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Waitlist entry not found');
  });
});
