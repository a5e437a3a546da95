import { describe, expect, it } from 'vitest';
import { wallClock } from '../time/zone';
import { escapeText, foldLine, icsFilename, reservationIcs } from './ics';
import type { ReservationView } from './schema';

const view = (over: Partial<ReservationView> = {}, restaurant: Partial<ReservationView['restaurant']> = {}): ReservationView => ({
  id: '0b9f3c2e-8f43-4c57-9d5b-6a1a1c2d3e4f',
  date: '2026-03-29',
  time: '19:00',
  party_size: 4,
  status: 'confirmed',
  expires_at: null,
  deposit_eur: 20,
  guest_name: 'Maja Novak',
  guest_email: 'maja@example.com',
  guest_phone: null,
  notes: null,
  created_at: '2026-03-01T10:00:00.000Z',
  canCancel: true,
  canPay: false,
  canReview: false,
  paid: true,
  canAddToCalendar: true,
  ...over,
  restaurant: {
    id: '5d1c1e0a-1111-4222-8333-444455556666',
    name: 'Gostilna Pri Lipi',
    address: 'Trubarjeva cesta 12, 1000 Ljubljana',
    city: 'Ljubljana',
    latitude: 46.0519,
    longitude: 14.5089,
    timezone: 'Europe/Ljubljana',
    stripe_payment_link_url: null,
    turn_minutes: 90,
    ...restaurant,
  },
});

const NOW = new Date('2026-03-01T12:34:56.789Z');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('reservation .ics (RFC 5545)', () => {
  it('places the event at the instant of the venue wall time, on the spring DST day', () => {
    const ics = reservationIcs(view(), NOW);
    const lines = unfold(ics).split('\r\n');
    // 19:00 and 20:30 CEST (UTC+2 since 03:00 that morning).
    expect(lines).toContain('DTSTART:20260329T170000Z');
    expect(lines).toContain('DTEND:20260329T183000Z');
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Ljubljana');
    expect(lines).toContain('UID:reservation-0b9f3c2e-8f43-4c57-9d5b-6a1a1c2d3e4f@tablestay');
    expect(lines).toContain('DTSTAMP:20260301T123456Z');
    expect(lines).toContain('SUMMARY:Table at Gostilna Pri Lipi');
    expect(lines).toContain('LOCATION:Trubarjeva cesta 12\\, 1000 Ljubljana');
    expect(lines).toContain('DESCRIPTION:Party of 4\\nReservation for Maja Novak');
    expect(lines).toContain('GEO:46.0519;14.5089');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('uses CRLF line endings only, and no line is longer than 75 octets', () => {
    const ics = reservationIcs(view({ notes: 'Window seat please; we celebrate a birthday, with a cake — ž š č '.repeat(4) }), NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain('Notes: Window seat please\\; we celebrate a birthday\\, with a cake — ž š č ');
  });

  it('writes UTC instants that read back as the venue wall time in its zone, without a VTIMEZONE', () => {
    const ics = unfold(reservationIcs(view({ date: '2026-10-25', time: '12:00' }), NOW));
    expect(ics).not.toContain('VTIMEZONE');
    expect(ics).not.toContain('TZID');
    const start = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(ics);
    expect(start).not.toBeNull();
    const [, y, mo, d, h, mi] = start!;
    // On the autumn change day Ljubljana is back on UTC+1: noon is 11:00 UTC.
    expect(`${y}-${mo}-${d}T${h}:${mi}`).toBe('2026-10-25T11:00');
    expect(wallClock('Europe/Ljubljana', new Date(`${y}-${mo}-${d}T${h}:${mi}:00Z`))).toEqual({ date: '2026-10-25', seconds: 12 * 3600 });
  });

  it('ends a late table after its real turn across the autumn change', () => {
    // 22:30 CEST on 24 Oct + 8 hours = 05:30 CET on 25 Oct (the clock went back an hour at 03:00).
    const ics = unfold(reservationIcs(view({ date: '2026-10-24', time: '22:30' }, { turn_minutes: 480 }), NOW));
    expect(ics).toContain('DTSTART:20261024T203000Z');
    expect(ics).toContain('DTEND:20261025T043000Z');
  });

  it('works for zones without DST and far from UTC', () => {
    const ics = unfold(reservationIcs(view({ date: '2026-06-16', time: '09:00' }, { timezone: 'Pacific/Kiritimati' }), NOW));
    // UTC+14: 09:00 on 16 June is still 15 June in UTC.
    expect(ics).toContain('DTSTART:20260615T190000Z');
    expect(ics).toContain('DTEND:20260615T203000Z');
    // Southern hemisphere: winter (UTC+12) in June, summer (UTC+13) in January.
    const nzWinter = unfold(reservationIcs(view({ date: '2026-06-16' }, { timezone: 'Pacific/Auckland' }), NOW));
    expect(nzWinter).toContain('DTSTART:20260616T070000Z');
    const nzSummer = unfold(reservationIcs(view({ date: '2026-01-16' }, { timezone: 'Pacific/Auckland' }), NOW));
    expect(nzSummer).toContain('DTSTART:20260116T060000Z');
  });

  it('marks cancelled reservations and leaves out unknown coordinates', () => {
    const ics = unfold(reservationIcs(view({ status: 'cancelled' }, { latitude: null, longitude: null }), NOW));
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('GEO:');
  });

  it('escapes text and folds by octets without splitting characters', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`DESCRIPTION:${'č'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(2);
    expect(parts.every((p) => Buffer.byteLength(p, 'utf8') <= 75)).toBe(true);
    expect(parts[1]?.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'č'.repeat(60)}`);
    expect(icsFilename(view({}, { name: 'Hiša Čebelica & Co.' }))).toBe('tablestay-2026-03-29-hisa-cebelica-co.ics');
  });
});
