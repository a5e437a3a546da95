import ICAL from 'ical.js';
import { addDays, dateIn, wallToInstant } from '../time/zone';

/**
 * Channel calendar import (ADR 125), the reading half: the iCal export of a booking channel
 * (Airbnb, Booking.com, Vrbo, Google Calendar, any iCal) becomes the ranges of nights it blocks,
 * check-out exclusive, as dates in the property's zone. All-day events are their dates; timed ones
 * (UTC, a TZID the calendar's VTIMEZONE defines, or floating) block the nights from the local date
 * of their start to the local date of their end, and at least one. Recurring events are expanded
 * within the window only, each occurrence its own block. Pure: no I/O and no state (ical.js reads
 * a calendar's VTIMEZONEs from the calendar itself, so nothing goes into its global
 * TimezoneService), safe in a Lambda and in a browser.
 */

/** One blocked range of nights: start inclusive, end exclusive, both 'YYYY-MM-DD' in the property's zone. */
export interface ChannelBlock {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

/** Thrown when the text is not an iCalendar (HTML, JSON, empty, garbage, no VCALENDAR). */
export class NotACalendar extends Error {
  override name = 'NotACalendar';
}

const MAX_BLOCKS = 5000;
/** Occurrences one calendar's recurring events may expand to in all, those before the window too. */
const MAX_OCCURRENCES = 10_000;
const MAX_SUMMARY = 200;

type Window = { from: string; to: string };
type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;
type Component = InstanceType<typeof ICAL.Component>;

/**
 * The blocks of a channel's calendar for the window [from, to) (dates 'YYYY-MM-DD'), nights in `zone`
 * (an IANA zone such as 'Europe/Ljubljana').
 */
export function parseChannelCalendar(text: string, zone: string, window: { from: string; to: string }): ChannelBlock[] {
  if (!knownZone(zone)) throw new RangeError(`unknown time zone ${zone}`);
  const reader = new Reader(zone, window);
  for (const calendar of calendarsOf(text)) reader.readCalendar(calendar);
  return [...reader.blocks.values()].sort((a, b) => (a.start === b.start ? cmp(a.uid, b.uid) : cmp(a.start, b.start)));
}

/** The VCALENDAR components of the text, or NotACalendar. */
function calendarsOf(text: string): Component[] {
  const jcal: unknown = readable(() => ICAL.parse(text.replace(/^\uFEFF/, '')));
  // One component parses to its jCal array, several to an array of them.
  const roots = Array.isArray(jcal) && typeof jcal[0] === 'string' ? [jcal] : Array.isArray(jcal) ? jcal : [];
  const calendars = roots.filter((root) => Array.isArray(root) && root[0] === 'vcalendar').map((root) => new ICAL.Component(root as unknown[]));
  if (calendars.length === 0) throw new NotACalendar('no VCALENDAR');
  return calendars;
}

/**
 * ical.js reads a calendar lazily, a value only when it is asked for: an error from it (ParserError,
 * an unreadable date, a rule it cannot expand) means the text is not a calendar we can read.
 */
function readable<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    throw new NotACalendar(err instanceof Error ? err.message : 'unreadable calendar', { cause: err });
  }
}

class Reader {
  readonly blocks = new Map<string, ChannelBlock>();
  private occurrences = 0;

  constructor(
    private readonly zone: string,
    private readonly window: Window,
  ) {}

  readCalendar(calendar: Component) {
    const vevents = calendar.getAllSubcomponents('vevent').filter((c) => c.hasProperty('dtstart'));
    const masters = vevents.filter((c) => !c.hasProperty('recurrence-id'));
    const exceptions = new Map<string, Component[]>();
    for (const c of vevents.filter((v) => v.hasProperty('recurrence-id'))) exceptions.set(uidOf(c), [...(exceptions.get(uidOf(c)) ?? []), c]);
    for (const c of masters) if (!isCancelled(c)) this.readEvent(c, exceptions.get(uidOf(c)) ?? []);
    // An override whose series is not in the calendar is an event of its own.
    const series = new Set(masters.filter((c) => c.hasProperty('rrule') || c.hasProperty('rdate')).map(uidOf));
    for (const [uid, orphans] of exceptions) if (!series.has(uid)) for (const c of orphans) if (!isCancelled(c)) this.readEvent(c, []);
  }

  private readEvent(component: Component, exceptions: Component[]) {
    // Exceptions are related by UID only: left to itself, ical.js relates every RECURRENCE-ID event
    // of the calendar to every series, whatever its UID.
    const event = readable(() => new ICAL.Event(component, { strictExceptions: true, exceptions }));
    if (event.isRecurring()) return this.expand(event);
    const nights = readable(() => this.nightsOf(event, event.startDate, event.endDate));
    const uid = uidOf(component);
    const id = event.isRecurrenceException() ? `${uid || 'nouid'}#${this.dateOf(event.recurrenceId, event, 'recurrence-id')}` : uid;
    this.add({ uid: id || `nouid-${nights.start}-${nights.end}`, ...nights, summary: summaryOf(event) });
  }

  /** Each occurrence until the first that starts at or after the window's end. */
  private expand(event: Event) {
    const first = readable(() => this.nightsOf(event, event.startDate, event.endDate));
    const uid = uidOf(event.component) || `nouid-${first.start}-${first.end}`;
    const iterator = readable(() => event.iterator());
    for (;;) {
      const next = readable(() => iterator.next());
      if (!next) return;
      if (++this.occurrences > MAX_OCCURRENCES) throw new Error('too many events');
      const occurrence = this.dateOf(next, event, 'dtstart');
      if (occurrence >= this.window.to) return;
      const details = readable(() => event.getOccurrenceDetails(next));
      if (isCancelled(details.item.component)) continue;
      const nights = readable(() => this.nightsOf(details.item, details.startDate, details.endDate));
      this.add({ uid: `${uid}#${occurrence}`, ...nights, summary: summaryOf(details.item) });
    }
  }

  /** The nights from the local date of the start to that of the end, at least one. */
  private nightsOf(event: Event, startTime: Time, endTime: Time): { start: string; end: string } {
    const start = this.dateOf(startTime, event, 'dtstart');
    const end = this.dateOf(endTime, event, event.component.hasProperty('dtend') ? 'dtend' : 'dtstart');
    return { start, end: end > start ? end : addDays(start, 1) };
  }

  /**
   * A time's date in the property's zone: a DATE is itself, an instant (UTC or a defined TZID) is
   * converted, a floating time is its own wall date. A TZID the calendar does not define (ical.js
   * reads it as floating) is taken as the IANA zone of that name when there is one.
   */
  private dateOf(time: Time, event: Event, property: 'dtstart' | 'dtend' | 'recurrence-id'): string {
    const date = `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`;
    if (time.isDate) return date;
    if (time.zone !== ICAL.Timezone.localTimezone) return dateIn(this.zone, new Date(time.toUnixTime() * 1000));
    const tzid = event.component.getFirstProperty(property)?.getParameter('tzid');
    if (typeof tzid !== 'string' || tzid === this.zone || !knownZone(tzid)) return date;
    return dateIn(this.zone, wallToInstant(tzid, date, time.hour * 60 + time.minute));
  }

  /** A block that overlaps the window, once per (uid, start): of two, the longer. */
  private add(block: ChannelBlock) {
    if (block.end <= this.window.from || block.start >= this.window.to) return;
    const key = `${block.uid}\n${block.start}`;
    const seen = this.blocks.get(key);
    if (seen && seen.end >= block.end) return;
    this.blocks.set(key, block);
    if (this.blocks.size > MAX_BLOCKS) throw new Error('too many events');
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const textOf = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
};
const uidOf = (component: Component) => textOf(component, 'uid');
const isCancelled = (component: Component) => textOf(component, 'status').toUpperCase() === 'CANCELLED';
/** The SUMMARY trimmed, at most 200 characters (code points, so no emoji is cut in half). */
const summaryOf = (event: Event) => [...textOf(event.component, 'summary')].slice(0, MAX_SUMMARY).join('');

function knownZone(zone: string): boolean {
  try {
    Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
