import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '@tablestay/core/db/factories';
import type { OpenHours } from '@tablestay/core/db/types';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { latestMail } from '../support/mail';
import { Client, startTestServer, type TestServer } from '../support/server';

/** Booking over real HTTP: every SPEC §5 reservation rule with its text, and what a booking writes. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '1000' });
});
afterAll(() => server?.close());

const ZONE = 'Europe/Ljubljana';
const tomorrow = () => addDays(dateIn(ZONE), 1);

async function venue(v: { tables?: number; turn?: number; timezone?: string; hours?: OpenHours } = {}) {
  const row = await createVenue(server.core.db, {
    name: 'Gostilna Pri Lipi',
    address: 'Trubarjeva cesta 12, 1000 Ljubljana',
    city: 'Ljubljana',
    total_tables: v.tables ?? 3,
    turn_minutes: v.turn ?? 90,
    timezone: v.timezone ?? ZONE,
    open_hours_json: v.hours ? JSON.stringify(v.hours) : null,
    deposit_eur: 20,
  });
  return row.id;
}

let seq = 0;
const input = (restaurantId: string, over: Record<string, unknown> = {}) => ({
  restaurantId,
  date: tomorrow(),
  time: '19:00',
  partySize: 2,
  guestName: 'Maja Novak',
  guestEmail: `maja${++seq}@example.com`,
  guestPhone: '+386 40 123 456',
  notes: 'Window seat',
  privacyConsent: true,
  ...over,
});

const rows = async (t: 'reservations' | 'waitlist_entries' | 'audit_logs' | 'outbox_emails') =>
  (
    await server.core.db
      .selectFrom(t)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const written = async () => ({
  reservations: await rows('reservations'),
  waitlist: await rows('waitlist_entries'),
  audit: await rows('audit_logs'),
  mail: await rows('outbox_emails'),
});

const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));

/** A zone where it is now afternoon, so today's 09:00 has passed and today's 22:30 has not. */
function zoneInAfternoon(): string {
  const zones = [
    'Pacific/Pago_Pago',
    'Pacific/Honolulu',
    'America/Anchorage',
    'America/Los_Angeles',
    'America/Denver',
    'America/Chicago',
    'America/New_York',
    'America/Sao_Paulo',
    'Atlantic/South_Georgia',
    'Atlantic/Azores',
    'UTC',
    'Europe/Ljubljana',
    'Europe/Athens',
    'Asia/Dubai',
    'Asia/Karachi',
    'Asia/Dhaka',
    'Asia/Bangkok',
    'Asia/Shanghai',
    'Asia/Tokyo',
    'Australia/Brisbane',
    'Pacific/Noumea',
    'Pacific/Auckland',
    'Pacific/Tongatapu',
    'Pacific/Kiritimati',
  ];
  const zone = zones.find((z) => hourIn(z) >= 12 && hourIn(z) <= 19);
  if (!zone) throw new Error('no zone in the afternoon');
  return zone;
}

describe('reservation.create over HTTP', () => {
  it('books: awaiting_deposit with a view token, readable by link, the deposit email sent', async () => {
    const id = await venue();
    const c = new Client(server.url);
    const res = await c.mutate<{ status: string; reservationId: string; viewToken: string }>(
      'reservation.create',
      input(id, { guestEmail: ' Maja@Example.com ' }),
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: 'awaiting_deposit', reservationId: expect.any(String), viewToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const view = await c.query<Record<string, unknown>>('reservation.byToken', { id: res.data.reservationId, token: res.data.viewToken });
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({
      id: res.data.reservationId,
      date: tomorrow(),
      time: '19:00',
      party_size: 2,
      status: 'awaiting_deposit',
      deposit_eur: 20,
      guest_name: 'Maja Novak',
      guest_email: 'maja@example.com',
      guest_phone: '+386 40 123 456',
      notes: 'Window seat',
      restaurant: { id, name: 'Gostilna Pri Lipi', address: 'Trubarjeva cesta 12, 1000 Ljubljana', timezone: ZONE },
    });
    expect(Date.parse(view.data.expires_at as string) - Date.now()).toBeGreaterThan(14 * 60_000);
    const { mail, link } = await latestMail(server.core.db, 'maja@example.com', 'reservation_received');
    expect(mail.subject).toBe('Reservation received – pay your deposit (Gostilna Pri Lipi)');
    expect(link?.toString()).toBe(`${server.url}/deposit/${res.data.reservationId}?token=${res.data.viewToken}`);
  });

  it('writes the Slovenian email when the guest books in Slovenian', async () => {
    const id = await venue();
    const res = await new Client(server.url, { 'x-locale': 'sl' }).mutate('reservation.create', input(id, { guestEmail: 'sl@example.com' }));
    expect(res.status).toBe(200);
    const { mail } = await latestMail(server.core.db, 'sl@example.com', 'reservation_received');
    expect(mail.subject).toBe('Rezervacija prejeta – plačajte varščino (Gostilna Pri Lipi)');
  });

  it.each([
    ['consent missing', { privacyConsent: undefined }, 'privacyConsent', 'Please accept the privacy policy'],
    ['consent refused', { privacyConsent: false }, 'privacyConsent', 'Please accept the privacy policy'],
    ['party of 0', { partySize: 0 }, 'partySize', 'Party size must be between 1 and 12'],
    ['party of 13', { partySize: 13 }, 'partySize', 'Party size must be between 1 and 12'],
    ['party of 2.5', { partySize: 2.5 }, 'partySize', 'Party size must be between 1 and 12'],
    ['time off the grid', { time: '19:15' }, 'time', 'Invalid time'],
    ['time before 09:00', { time: '08:30' }, 'time', 'Invalid time'],
    ['time after 22:30', { time: '23:00' }, 'time', 'Invalid time'],
    ['no name', { guestName: '   ' }, 'guestName', 'Name is required'],
    ['long name', { guestName: 'x'.repeat(101) }, 'guestName', 'Name must be less than 100 characters'],
    ['no email', { guestEmail: '' }, 'guestEmail', 'Please enter your email address'],
    ['bad email', { guestEmail: 'not-an-email' }, 'guestEmail', 'Invalid email address'],
    ['long phone', { guestPhone: '1'.repeat(21) }, 'guestPhone', 'Phone must be less than 20 characters'],
    ['long notes', { notes: 'n'.repeat(501) }, 'notes', 'Notes must be less than 500 characters'],
    ['impossible date', { date: '2027-02-30' }, 'date', 'Invalid date'],
  ])('rejects %s with the SPEC text and writes nothing', async (_name, over, field, message) => {
    const id = await venue();
    const before = await written();
    const res = await new Client(server.url).mutate('reservation.create', input(id, over));
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect(res.error?.data.fieldErrors?.[field]).toBe(message);
    expect(await written()).toEqual(before);
  });

  it('accepts the edges: party 1 and 12, 09:00 and 22:30, phone of 20, notes of 500, no phone or notes', async () => {
    const id = await venue({ tables: 10, turn: 30 });
    for (const over of [
      { partySize: 1, time: '09:00' },
      { partySize: 12, time: '22:30' },
      { guestPhone: '1'.repeat(20), notes: 'n'.repeat(500) },
      { guestPhone: '', notes: '' },
    ]) {
      const res = await new Client(server.url).mutate<{ status: string }>('reservation.create', input(id, over));
      expect(res.status).toBe(200);
      expect(res.data.status).toBe('awaiting_deposit');
    }
  });

  it('rejects a past date and a past time today in the venue zone: "Date cannot be in the past", writing nothing', async () => {
    const zone = zoneInAfternoon();
    const id = await venue({ timezone: zone });
    const today = dateIn(zone);
    const before = await written();
    for (const over of [{ date: addDays(today, -1) }, { date: today, time: '09:00' }]) {
      const res = await new Client(server.url).mutate('reservation.create', input(id, over));
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Date cannot be in the past');
      expect(res.error?.data.domainCode).toBe('reservation.past');
    }
    expect(await written()).toEqual(before);
    const late = await new Client(server.url).mutate<{ status: string }>('reservation.create', input(id, { date: today, time: '22:30' }));
    expect(late.data.status).toBe('awaiting_deposit');
  });

  it('rejects times outside the opening hours and closed days, writing nothing', async () => {
    const date = tomorrow();
    const weekday = (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
    const id = await venue({ turn: 90, hours: { [weekday]: { open: '12:00', close: '22:00' } } });
    const closedDay = await venue({ hours: {} });
    const before = await written();
    for (const [restaurantId, time] of [
      [id, '11:30'],
      [id, '21:00'],
      [closedDay, '19:00'],
    ] as const) {
      const res = await new Client(server.url).mutate('reservation.create', input(restaurantId, { time }));
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('The restaurant is closed at this time');
    }
    expect(await written()).toEqual(before);
    expect((await new Client(server.url).mutate('reservation.create', input(id, { time: '20:30' }))).status).toBe(200);
  });

  it('answers "Restaurant not found" (404) for an unknown or table-less venue and a malformed id', async () => {
    const stay = await venue({ tables: 0 });
    const before = await written();
    for (const restaurantId of ['00000000-0000-4000-8000-000000000000', stay]) {
      const res = await new Client(server.url).mutate('reservation.create', input(restaurantId));
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Restaurant not found');
    }
    const bad = await new Client(server.url).mutate('reservation.create', input('nope'));
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('Restaurant not found');
    expect(await written()).toEqual(before);
  });

  it("when full answers waitlisted with the entry's own token, and no reservation is written", async () => {
    const id = await venue({ tables: 1 });
    await new Client(server.url).mutate('reservation.create', input(id));
    const before = await written();
    const res = await new Client(server.url).mutate<{ status: string; waitlistId: string; viewToken: string }>(
      'reservation.create',
      input(id, { guestEmail: 'wait@example.com' }),
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: 'waitlisted', waitlistId: expect.any(String), viewToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const after = await written();
    expect(after.reservations).toBe(before.reservations);
    expect(after.waitlist).toBe(before.waitlist + 1);
    const page = await new Client(server.url).query<{ position: number; status: string }>('waitlist.byToken', {
      id: res.data.waitlistId,
      token: res.data.viewToken,
    });
    expect(page.data).toMatchObject({ status: 'waiting', position: 1, estimatedWaitMinutes: null, offer: null, restaurant: { id, name: 'Gostilna Pri Lipi' } });
    const wrong = await new Client(server.url).query('waitlist.byToken', { id: res.data.waitlistId, token: 'wrong' });
    expect(wrong.status).toBe(404);
    expect(wrong.error?.message).toBe('Waitlist entry not found');
  });
});

describe('reservation.byToken and availability over HTTP', () => {
  it('missing token: "Invalid deposit link - missing access token"; wrong token: "Reservation not found or access denied"', async () => {
    const id = await venue();
    const res = await new Client(server.url).mutate<{ reservationId: string; viewToken: string }>('reservation.create', input(id));
    const missing = await new Client(server.url).query('reservation.byToken', { id: res.data.reservationId, token: '' });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe('Invalid deposit link - missing access token');
    // One character off (never the same character, or 1 run in 64 would pass the real token).
    const tampered = res.data.viewToken.slice(0, -1) + (res.data.viewToken.endsWith('A') ? 'B' : 'A');
    const wrong = await new Client(server.url).query('reservation.byToken', { id: res.data.reservationId, token: tampered });
    expect(wrong.status).toBe(404);
    expect(wrong.error?.message).toBe('Reservation not found or access denied');
    const other = await new Client(server.url).query('reservation.byToken', { id: '00000000-0000-4000-8000-000000000000', token: res.data.viewToken });
    expect(other.status).toBe(404);
  });

  it("lists every slot 09:00–22:30 with the venue zone's today, and a full slot as full", async () => {
    const id = await venue({ tables: 1, turn: 30 });
    await new Client(server.url).mutate('reservation.create', input(id, { time: '20:00' }));
    const a = await new Client(server.url).query<{ today: string; timezone: string; slots: { time: string; available: boolean; reason: string | null }[] }>(
      'reservation.availability',
      { restaurantId: id, date: tomorrow() },
    );
    expect(a.status).toBe(200);
    expect(a.data.today).toBe(dateIn(ZONE));
    expect(a.data.timezone).toBe(ZONE);
    expect(a.data.slots).toHaveLength(28);
    expect(a.data.slots[0]).toEqual({ time: '09:00', available: true, reason: null });
    expect(a.data.slots.find((s) => s.time === '20:00')).toEqual({ time: '20:00', available: false, reason: 'full' });
    const unknown = await new Client(server.url).query('reservation.availability', { restaurantId: '00000000-0000-4000-8000-000000000000', date: tomorrow() });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('Restaurant not found');
  });
});
