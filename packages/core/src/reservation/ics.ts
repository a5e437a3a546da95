import { offsetMinutes, toMinutes, wallClock, wallToInstant } from './clock';
import type { ReservationView } from './schema';

/**
 * RFC 5545 calendar file for one reservation, at the venue's wall time in the venue's zone
 * (DTSTART;TZID=…), with a VTIMEZONE built from the zone's real offsets for that year, so a
 * calendar in any other zone shows the right moment, also on the days clocks change.
 */

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
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

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD' + minutes → 'YYYYMMDDTHHMMSS' (a floating local value for TZID properties). */
function localStamp(date: string, minutes: number): string {
  return `${date.replace(/-/g, '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** The zone's offset changes during one calendar year, found from the platform's zone data. */
export function transitionsIn(timeZone: string, year: number): Transition[] {
  const out: Transition[] = [];
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const step = 86_400_000;
  let prev = offsetMinutes(timeZone, new Date(start));
  for (let t = start + step; t <= end; t += step) {
    const cur = offsetMinutes(timeZone, new Date(t));
    if (cur === prev) continue;
    // Narrow the change down to the minute.
    let lo = t - step;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, new Date(mid)) === prev) lo = mid;
      else hi = mid;
    }
    out.push({ at: new Date(hi), from: prev, to: cur });
    prev = cur;
  }
  return out;
}

/** A VTIMEZONE for the zone as it is during `year`. */
export function vtimezone(timeZone: string, year: number): string[] {
  const transitions = transitionsIn(timeZone, year);
  const initial = offsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1)));
  const offsets = [initial, ...transitions.map((t) => t.to)];
  const standard = Math.min(...offsets);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', dtstart: string, from: number, to: number) => {
    lines.push(`BEGIN:${kind}`, `DTSTART:${dtstart}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`);
  };
  // The offset in force on 1 January, from before the year until the first change.
  observance(initial === standard ? 'STANDARD' : 'DAYLIGHT', '19700101T000000', initial, initial);
  for (const t of transitions) {
    // An observance starts at the local time as shown before the change.
    const wall = wallClock('UTC', new Date(t.at.getTime() + t.from * 60_000));
    observance(t.to === standard ? 'STANDARD' : 'DAYLIGHT', localStamp(wall.date, Math.floor(wall.seconds / 60)), t.from, t.to);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const STATUS: Partial<Record<ReservationView['status'], string>> = {
  confirmed: 'CONFIRMED',
  seated: 'CONFIRMED',
  cancelled: 'CANCELLED',
  expired: 'CANCELLED',
};

export function reservationIcs(view: ReservationView, now: Date = new Date()): string {
  const zone = view.restaurant.timezone;
  const startMinutes = toMinutes(view.time);
  const start = wallToInstant(zone, view.date, startMinutes);
  // The turn is a real duration: the end is found on the timeline, then shown as wall time again.
  const endWall = wallClock(zone, new Date(start.getTime() + view.restaurant.turn_minutes * 60_000));
  const { address, city } = view.restaurant;
  const place = city && !address.includes(city) ? [address, city].filter(Boolean).join(', ') : address;
  const description = [
    `Party of ${view.party_size}`,
    `Reservation for ${view.guest_name}`,
    ...(view.notes ? [`Notes: ${view.notes}`] : []),
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TableStay//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${zone}`,
    ...vtimezone(zone, Number(view.date.slice(0, 4))),
    'BEGIN:VEVENT',
    `UID:reservation-${view.id}@tablestay`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${zone}:${localStamp(view.date, startMinutes)}`,
    `DTEND;TZID=${zone}:${localStamp(endWall.date, Math.floor(endWall.seconds / 60))}`,
    `SUMMARY:${escapeText(`Table at ${view.restaurant.name}`)}`,
    ...(place ? [`LOCATION:${escapeText(place)}`] : []),
    ...(view.restaurant.latitude !== null && view.restaurant.longitude !== null ? [`GEO:${view.restaurant.latitude};${view.restaurant.longitude}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${STATUS[view.status] ?? 'TENTATIVE'}`,
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
