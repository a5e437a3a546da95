import * as z from 'zod';
import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { venueId } from '../../restaurant/schema';
import { requireVenue } from '../scope';
import { CHANGES_LIMIT, changedRowsQuery } from './repository';

// The poll's query, as the integration test explains it.
export { changedRowsQuery } from './repository';

// The owner's open dashboard, live (ADR 116):
// the client asks every few seconds for what changed at one venue since its cursor. A booking, a
// cancellation, a waitlist join, a check-in or a paid deposit each write the row's `updated_at` (or
// make a row), so "what changed" is the rows whose newer of `created_at` and `updated_at` is after
// the cursor. The window reaches OVERLAP_MS back before the cursor, so a write whose clock was a
// little behind (or whose transaction committed late) is not missed; the client tells a repeat from
// a change by the row's status.

type LiveKind = 'reservation' | 'waitlist' | 'stay';

export interface LiveChange {
  kind: LiveKind;
  id: string;
  status: string;
  guestName: string;
  /** Made within the window (a new booking or waitlist join), not only changed. */
  created: boolean;
  /** When the row was made or last changed (ISO). */
  at: string;
}

export interface LiveAnswer {
  /** Send it back as `since` with the next ask. */
  cursor: string;
  /** The rows changed since the cursor (and OVERLAP_MS before it), newest first. */
  changes: LiveChange[];
}

const OVERLAP_MS = 60_000;

export const changesInput = z.object({
  venueId,
  since: z.iso.datetime({ offset: true, error: 'Invalid date' }).optional(),
});

type User = Pick<SessionUser, 'id' | 'role'>;

/** What changed at one venue since `since` (the owner's, or an admin's reading it). */
export async function venueChanges(db: Database, user: User, raw: z.input<typeof changesInput>, now: Date = new Date()): Promise<LiveAnswer> {
  const input = changesInput.parse(raw);
  const venue = await requireVenue(db, user, input.venueId, 'read');
  // A cursor never runs ahead of this server's clock, whatever the client or the rows say (a row
  // stamped ahead by another writer's clock would otherwise hide every later change).
  const cursor = new Date(Math.min(input.since ? new Date(input.since).getTime() : now.getTime(), now.getTime()));
  const from = new Date(cursor.getTime() - OVERLAP_MS);
  const [reservations, waitlist, stays] = await Promise.all([
    changedRowsQuery(db, 'reservations', venue.id, from).execute(),
    changedRowsQuery(db, 'waitlist_entries', venue.id, from).execute(),
    changedRowsQuery(db, 'stay_bookings', venue.id, from).execute(),
  ]);
  const rows = [
    ...reservations.map((r) => ({ kind: 'reservation' as const, ...r })),
    ...waitlist.map((r) => ({ kind: 'waitlist' as const, ...r })),
    ...stays.map((r) => ({ kind: 'stay' as const, ...r })),
  ];
  const changes = rows
    .map((r) => ({
      kind: r.kind,
      id: r.id,
      status: r.status,
      guestName: r.guest_name,
      created: new Date(r.created_at) > from,
      at: new Date(r.at).toISOString(),
    }))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, CHANGES_LIMIT);
  const newest = changes[0] ? new Date(changes[0].at).getTime() : 0;
  return { cursor: new Date(Math.min(Math.max(newest, cursor.getTime()), now.getTime())).toISOString(), changes };
}
