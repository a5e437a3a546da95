import { calendarStatus, TABLES } from '../hold/lifecycle';
import { toMinutes, wallToInstant } from '../time/zone';
import type { ReservationView } from './schema';

/**
 * RFC 5545 calendar file for one reservation. Start and end are UTC instants (DTSTART:…Z): the
 * venue's wall time is turned into an instant once, with the zone data of @date-fns/tz, so every
 * calendar in any zone shows the right moment, also on the days clocks change, without a
 * hand-built VTIMEZONE. X-WR-TIMEZONE tells calendars that honour it to show the venue's zone.
 */

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** An instant as a UTC DATE-TIME value 'YYYYMMDDTHHMMSSZ' (RFC 5545 §3.3.5, form 2). */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function reservationIcs(view: ReservationView, now: Date = new Date()): string {
  const zone = view.restaurant.timezone;
  const start = wallToInstant(zone, view.date, toMinutes(view.time));
  // The turn is a real duration on the timeline, also across a clock change.
  const end = new Date(start.getTime() + view.restaurant.turn_minutes * 60_000);
  const { address, city } = view.restaurant;
  const place = city && !address.includes(city) ? [address, city].filter(Boolean).join(', ') : address;
  const description = [`Party of ${view.party_size}`, `Reservation for ${view.guest_name}`, ...(view.notes ? [`Notes: ${view.notes}`] : [])].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TableStay//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${zone}`,
    'BEGIN:VEVENT',
    `UID:reservation-${view.id}@tablestay`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`Table at ${view.restaurant.name}`)}`,
    ...(place ? [`LOCATION:${escapeText(place)}`] : []),
    ...(view.restaurant.latitude !== null && view.restaurant.longitude !== null ? [`GEO:${view.restaurant.latitude};${view.restaurant.longitude}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${calendarStatus(TABLES, view.status)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** 'tablestay-2026-06-15-gostilna-pri-lipi.ics' */
export function icsFilename(view: ReservationView): string {
  const slug = view.restaurant.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `tablestay-${view.date}${slug ? `-${slug}` : ''}.ics`;
}

/** One event of a calendar file with several (the trip's, ADR 112): a timed one or an all-day one. */
export interface CalendarEvent {
  uid: string;
  summary: string;
  location?: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** UTC instants, or all-day dates 'YYYY-MM-DD' (end exclusive). */
  when: { start: Date; end: Date } | { startDate: string; endDate: string };
  /** An all-day event that keeps the days busy (a channel feed's sold nights); otherwise it shows as free time. */
  busy?: boolean;
}

const compactDate = (date: string) => date.replace(/-/g, '');

/** One RFC 5545 calendar with every event given, each as `reservationIcs` writes its one. */
export function calendarIcs(events: CalendarEvent[], now: Date = new Date(), zone?: string, product = 'Trips'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//TableStay//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zone ? [`X-WR-TIMEZONE:${zone}`] : []),
  ];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}@tablestay`, `DTSTAMP:${utcStamp(now)}`);
    if ('start' in e.when) lines.push(`DTSTART:${utcStamp(e.when.start)}`, `DTEND:${utcStamp(e.when.end)}`);
    else
      lines.push(
        `DTSTART;VALUE=DATE:${compactDate(e.when.startDate)}`,
        `DTEND;VALUE=DATE:${compactDate(e.when.endDate)}`,
        e.busy ? 'TRANSP:OPAQUE' : 'TRANSP:TRANSPARENT',
      );
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.status) lines.push(`STATUS:${e.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
