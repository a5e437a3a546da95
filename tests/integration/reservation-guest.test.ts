import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import type { ReservationStatus } from '@tablestay/core/db/types';
import { wallToInstant } from '@tablestay/core/reservation/clock';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { verifiedGuest } from '../support/accounts';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

/** The signed-in guest's side over real HTTP: cancel rules, dashboard, calendar file. */

let server: TestServer;
let venueId: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
  venueId = (
    await createVenue(server.core.db, {
      name: 'Mlinar Bistro',
      address: 'Glavni trg 7, 2000 Maribor',
      city: 'Maribor',
      total_tables: 20,
      turn_minutes: 120,
      latitude: 46.5576,
      longitude: 15.6456,
    })
  ).id;
});
afterAll(() => server?.close());

const ZONE = 'Europe/Ljubljana';
const CANCEL_TEXT = "Not allowed: This reservation can't be cancelled (status or email mismatch).";

// Bookings are matched by email only for an account that has proven it (ADR 035).
const guest = (email: string) => verifiedGuest(server, email);

async function book(email: string, over: { date?: string; time?: string; partySize?: number } = {}) {
  const res = await new Client(server.url).mutate<{ reservationId: string; viewToken: string }>('reservation.create', {
    restaurantId: venueId,
    date: over.date ?? addDays(dateIn(ZONE), 3),
    time: over.time ?? '19:00',
    partySize: over.partySize ?? 2,
    guestName: 'Guest',
    guestEmail: email,
    privacyConsent: true,
  });
  expect(res.status).toBe(200);
  return res.data;
}

const setStatus = (id: string, status: ReservationStatus) => server.core.db.updateTable('reservations').set({ status }).where('id', '=', id).execute();

describe('reservation.cancel (signed in)', () => {
  it("cancels the guest's own reservation from pending, awaiting_deposit and confirmed", async () => {
    const c = await guest('canceller@example.com');
    for (const status of ['pending', 'awaiting_deposit', 'confirmed'] as const) {
      const r = await book('canceller@example.com');
      await setStatus(r.reservationId, status);
      const res = await c.mutate('reservation.cancel', { id: r.reservationId });
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ id: r.reservationId, status: 'cancelled' });
    }
    expect((await latestMail(server.core.db, 'canceller@example.com', 'reservation_cancelled')).mail.subject).toBe('Reservation cancelled (Mlinar Bistro)');
  });

  it("refuses seated, expired, cancelled and another guest's reservation with the SPEC text, changing nothing", async () => {
    const c = await guest('strict@example.com');
    for (const status of ['seated', 'expired', 'cancelled'] as const) {
      const r = await book('strict@example.com');
      await setStatus(r.reservationId, status);
      const res = await c.mutate('reservation.cancel', { id: r.reservationId });
      expect(res.status).toBe(403);
      expect(res.error?.message).toBe(CANCEL_TEXT);
      const row = await server.core.db.selectFrom('reservations').select('status').where('id', '=', r.reservationId).executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
    }
    const theirs = await book('someone.else@example.com');
    const res = await c.mutate('reservation.cancel', { id: theirs.reservationId });
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe(CANCEL_TEXT);
    const row = await server.core.db.selectFrom('reservations').select('status').where('id', '=', theirs.reservationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('awaiting_deposit');
  });

  it('needs a session; by link a visitor cancels with the token under the same status rules', async () => {
    const r = await book('visitor@example.com');
    const anon = await new Client(server.url).mutate('reservation.cancel', { id: r.reservationId });
    expect(anon.status).toBe(401);
    const wrong = await new Client(server.url).mutate('reservation.cancelByToken', { id: r.reservationId, token: 'not-the-token' });
    expect(wrong.status).toBe(404);
    expect(wrong.error?.message).toBe('Reservation not found or access denied');
    await setStatus(r.reservationId, 'seated');
    const seated = await new Client(server.url).mutate('reservation.cancelByToken', { id: r.reservationId, token: r.viewToken });
    expect(seated.error?.message).toBe(CANCEL_TEXT);
  });
});

describe('guest dashboard and lists', () => {
  it('counts upcoming, past visits (only visits that happened) and total guests; upcoming soonest first', async () => {
    const email = 'dash@example.com';
    const c = await guest(email);
    const today = dateIn(ZONE);
    const soon = await book(email, { date: addDays(today, 1), time: '12:00', partySize: 4 });
    const later = await book(email, { date: addDays(today, 5), time: '20:00', partySize: 2 });
    const gone = await book(email, { date: addDays(today, 2), partySize: 3 });
    await setStatus(gone.reservationId, 'cancelled');
    const res = await c.query<{ counts: unknown; upcoming: { id: string; time: string; restaurant: unknown }[]; past: { id: string; status: string }[] }>(
      'reservation.dashboard',
    );
    expect(res.status).toBe(200);
    // Nothing happened yet: future holds and a cancelled booking are no past visits.
    expect(res.data.counts).toEqual({ upcoming: 2, pastVisits: 0, totalGuests: 9 });
    expect(res.data.upcoming.map((r) => r.id)).toEqual([soon.reservationId, later.reservationId]);
    expect(res.data.upcoming[0]).toMatchObject({
      time: '12:00',
      party_size: 4,
      status: 'awaiting_deposit',
      restaurant: { id: venueId, name: 'Mlinar Bistro', address: 'Glavni trg 7, 2000 Maribor' },
    });
    expect(res.data.past).toEqual([expect.objectContaining({ id: gone.reservationId, status: 'cancelled' })]);
    const mine = await c.query<{ id: string; expires_at: string | null }[]>('reservation.mine');
    expect(mine.data.map((r) => r.id).sort()).toEqual([soon.reservationId, later.reservationId, gone.reservationId].sort());
    const byId = await c.query<{ id: string; guest_email: string }>('reservation.byId', { id: soon.reservationId });
    expect(byId.data).toMatchObject({ id: soon.reservationId, guest_email: email });
    const foreign = await book('stranger@example.com');
    const denied = await c.query('reservation.byId', { id: foreign.reservationId });
    expect(denied.status).toBe(404);
    expect(denied.error?.message).toBe('Reservation not found or access denied');
    expect((await new Client(server.url).query('reservation.dashboard')).status).toBe(401);
  });
});

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('reservation.ics', () => {
  it('serves an RFC 5545 event at the instant of the venue wall time, by link or as the signed-in guest', async () => {
    const email = 'calendar@example.com';
    const c = await guest(email);
    const date = addDays(dateIn(ZONE), 4);
    const r = await book(email, { date, time: '19:30', partySize: 5 });
    for (const res of [
      await new Client(server.url).query<{ filename: string; content: string }>('reservation.ics', { id: r.reservationId, token: r.viewToken }),
      await c.query<{ filename: string; content: string }>('reservation.ics', { id: r.reservationId }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.data.filename).toBe(`tablestay-${date}-mlinar-bistro.ics`);
      const ics = res.data.content;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
      const lines = ics.replace(/\r\n /g, '').split('\r\n');
      // UTC instants that the venue's clock reads as 19:30 and 21:30 that day.
      expect(lines).toContain(`DTSTART:${utcStamp(wallToInstant(ZONE, date, 19 * 60 + 30))}`);
      expect(lines).toContain(`DTEND:${utcStamp(wallToInstant(ZONE, date, 21 * 60 + 30))}`);
      expect(lines).toContain(`X-WR-TIMEZONE:${ZONE}`);
      expect(lines).toContain('SUMMARY:Table at Mlinar Bistro');
      expect(lines).toContain('LOCATION:Glavni trg 7\\, 2000 Maribor');
      expect(lines).toContain('DESCRIPTION:Party of 5\\nReservation for Guest');
      expect(lines).toContain(`UID:reservation-${r.reservationId}@tablestay`);
    }
    const anon = await new Client(server.url).query('reservation.ics', { id: r.reservationId });
    expect(anon.status).toBe(404);
    expect(anon.error?.message).toBe('Reservation not found or access denied');
    const other = await (await guest('nosy@example.com')).query('reservation.ics', { id: r.reservationId });
    expect(other.status).toBe(404);
  });
});
