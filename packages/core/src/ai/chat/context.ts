import type { Turn } from './actions';
import type { DiningVenue } from './venue-repository';
import { namedVenue, parseAsked, type Asked, type NamedVenue } from './parse';

// What a conversation is about (ADR 115): the table its user messages have named so far, and the
// venues the assistant last listed ("the second one"). Pure.

/** The venues the assistant's last list named, in order ("the second one", "which one is open on Monday?"). */
export function lastList<V extends NamedVenue>(history: Turn[], venues: V[]): V[] {
  const last = history.findLast((t) => t.role === 'assistant');
  if (!last) return [];
  return last.content
    .split('\n')
    .filter((line) => /^\s*(-|\d+\.)\s/.test(line))
    .flatMap((line) => namedVenue(line, venues) ?? []);
}

/**
 * The venue the assistant's last answer is about, for a question that names none ("is it open on
 * Sunday?"): the only venue its list named, else the venue its first line names; null when it listed
 * several or named none.
 */
export function answeredAbout<V extends NamedVenue>(history: Turn[], venues: V[]): V | null {
  const last = history.findLast((t) => t.role === 'assistant');
  if (!last) return null;
  const lines = last.content.split('\n');
  const listed = lines.filter((line) => /^\s*(-|\d+\.)\s/.test(line)).map((line) => namedVenue(line, venues));
  if (listed.length) return listed.length === 1 ? (listed[0] ?? null) : null;
  return namedVenue(lines[0] ?? '', venues);
}

/** The table the conversation is about: earlier user messages first, this one last, each overriding. */
export function tableInContext(history: Turn[], message: string, venues: DiningVenue[], today: string): Asked & { fresh: Asked } {
  const state: Asked = { venueId: null, date: null, time: null, party: null, ordinal: null, dateUnclear: false };
  for (const t of history) {
    if (t.role !== 'user') continue;
    const a = parseAsked(t.content, venues, today, state.date);
    if (a.venueId) state.venueId = a.venueId;
    if (a.date) state.date = a.date;
    if (a.time) state.time = a.time;
    if (a.party) state.party = a.party;
  }
  const fresh = parseAsked(message, venues, today, state.date);
  if (!fresh.venueId && fresh.ordinal) fresh.venueId = lastList(history, venues).at(fresh.ordinal > 0 ? fresh.ordinal - 1 : -1)?.id ?? null;
  return {
    venueId: fresh.venueId ?? state.venueId,
    date: fresh.date ?? state.date,
    time: fresh.time ?? state.time,
    party: fresh.party ?? state.party,
    ordinal: fresh.ordinal,
    dateUnclear: fresh.dateUnclear,
    fresh,
  };
}
