import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import { calendarIcs, type CalendarEvent } from '../reservation/ics';
import { addDays, dateIn } from '../time/zone';
import { feedTarget, roomStays, soldOutNights } from './ical-repository';

/** How far ahead a feed lists sold nights: as far as a stay can be booked (SPEC §5, 365 days). */
const DAYS_AHEAD = 366;
const TOKEN = /^[0-9a-f]{64}$/;

/**
 * The calendar a channel (Booking.com, Airbnb, any iCal importer) polls for one room or one room
 * type (ADR 124): one all-day, busy VEVENT per sold range, check-out exclusive, "Reserved" and
 * nothing of the guest. A room's events are its stays that hold it (confirmed, checked in, a live
 * hold) and the nights other channels' calendars block (ADR 125), their UIDs the stays' and blocks'
 * ids; a type's are its runs of nights with no room a guest could book
 * here (the same `available` search and booking read), their UIDs the type and the run's first night.
 * Its DTSTAMP is the newest change it shows, so the same calendar is the same bytes and its ETag
 * lets a poller skip it. Undefined for an unknown secret.
 */
export async function channelFeed(db: Db, token: string, now: Date = new Date()): Promise<{ body: string; etag: string } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const target = await feedTarget(db, token);
  if (!target) return undefined;
  const today = dateIn(target.timezone, now);
  let events: CalendarEvent[];
  let stamp: Date;
  if (target.kind === 'room') {
    const stays = await roomStays(db, target.id, today, now);
    events = stays.map((s) => ({ uid: s.uid, summary: 'Reserved', busy: true, when: { startDate: s.check_in, endDate: s.check_out } }));
    stamp = new Date(Math.max(0, ...stays.map((s) => s.updated_at.getTime())));
  } else {
    const nights = await soldOutNights(db, target.restaurant_id, target.id, today, DAYS_AHEAD, now);
    events = runsOf(nights).map((run) => ({
      uid: `type-${target.id}-${run.start}`,
      summary: 'Reserved',
      busy: true,
      when: { startDate: run.start, endDate: run.end },
    }));
    // A type's runs change with any stay of its property: the day they were read is their stamp.
    stamp = new Date(`${today}T00:00:00Z`);
  }
  const body = calendarIcs(events, stamp, target.timezone, 'Channel feed');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Consecutive nights as ranges with an exclusive end ('2027-01-01', '2027-01-02' → one range to '2027-01-03'). */
export function runsOf(nights: readonly string[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const night of nights) {
    const last = runs.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else runs.push({ start: night, end: addDays(night, 1) });
  }
  return runs;
}
