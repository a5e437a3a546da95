import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/connection';
import { compileByShape, prepareByShape, type Slot } from '../db/prepared';
import { runAfterVenueLock, type VenueVersion } from '../kernel/venue-lock';
import { deliverTrailMail, trailCtes, trailParts, trailShapeKey, type TrailShape } from '../kernel/trail';
import type { PreparedHold } from './booking';
import { bookableTables, busyWindows } from './capacity';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/types';
import { counterUpsert, counterValues, rateLimited } from '../rate-limit/service';
import { toMinutes } from '../time/zone';
import { waitingQuery } from '../waitlist/repository';
import { repeatQueries, tableRequest, type GuestDetails } from './booking-repository';
import { holdersQuery, type VenueRow } from './capacity-repository';
import { keyedRow, repeatOf, type Repeat, type RequestFields } from '../kernel/repeat';

export interface BookingState {
  /**
   * An earlier booking the request meets (ADR 024, kernel/repeat.ts): its own key's, to answer again,
   * or the same guest's of the same slot, which it must learn nothing of. Reading a key that names
   * another request throws "key reused".
   */
  repeat: Repeat<'reservation' | 'waitlist'>;
  /** Start minutes of everything holding a table on the date, as `loadHolders` loads them. */
  holders: number[];
  /** Whether anyone waits on the date (then the freed-table offers run first). */
  anyoneWaiting: boolean;
}

/**
 * Everything a booking reads under the venue lock, in ONE statement (ADR 052): the repeat lookups,
 * the holders of the date and whether guests wait for it. The same queries as `repeatQueries`,
 * `loadHolders` and `loadWaiting` (repository.ts builds them once for both), run as subqueries.
 *
 * Its own statement after the lock, never folded into the locking one: under READ COMMITTED a
 * statement reads the snapshot it started with, so one that waited for the lock would not see the
 * booking committed by the transaction it waited for, and two guests could get the last table.
 */
export async function loadBookingState(trx: Transaction<DB>, g: GuestDetails, now: Date): Promise<BookingState> {
  const values = stateValues(g, now);
  const res = await stateQuery<StateRow>(trx, Boolean(values.key), values);
  return toState(res.rows[0], g);
}

/**
 * The booking's one read AND, when it allows, the hold's one write, in one statement (ADR 052):
 * the hold, its audit row and its email are inserted only if no earlier answer exists (ADR 024),
 * nobody waits on the date (they would be offered freed tables first, ADR 013) and the slot fits.
 * The capacity test is `fits` of capacity.ts in SQL (booking-state.test.ts pins the two together) over
 * the holders the same statement read; the caller has checked the venue and the slot's hours
 * (assertSlotOpen). Otherwise nothing is written and the caller carries on from the state read.
 */
export async function readAndHold(
  trx: Transaction<DB>,
  g: GuestDetails,
  now: Date,
  venue: VenueRow,
  hold: PreparedHold,
): Promise<BookingState & { placed: boolean }> {
  const res = await trx.executeQuery<HoldRow>(holdStatement(trx, g, now, venue, hold));
  return holdResult(res.rows[0], hold, g);
}

/** Rate-limit keys to count in the same statement, each allowed `limit` attempts per window. */
export interface FoldedLimit {
  keys: string[];
  limit: number;
  /** The window's start (rate-limit/service.ts `windowOf`) and when it ends, for the error. */
  start: Date;
  retryAfterSeconds: number;
}

/**
 * `readAndHold` with the venue lock in the same round trip and its own commit (ADR 052,
 * kernel/venue-lock.ts `runAfterVenueLock`), for a venue row read earlier (`seenVenues`): the
 * lock is taken only if the row is still that version, and the same statement runs after it.
 * `null` when the venue has changed or gone: nothing was written, decide again under `lockVenue`.
 * The hold's email is delivered by `hold.trail`'s after-commit hook, which the caller runs.
 *
 * `limit`'s keys are counted by the same statement (rate-limit/service.ts `counterUpsert`), so a
 * booking is one round trip and one commit: the count stands whatever else happens, and over the
 * limit nothing else is written and this throws the rate-limit error. `null` (the statement did not
 * run) means nothing was counted either.
 */
export async function readAndHoldAfterLock(
  db: Database,
  g: GuestDetails,
  now: Date,
  venue: VenueRow & VenueVersion,
  hold: PreparedHold,
  limit: FoldedLimit,
): Promise<(BookingState & { placed: boolean }) | null> {
  const row = await runAfterVenueLock<HoldRow>(db, venue, holdStatement(db, g, now, venue, hold, limit));
  if (!row) return null;
  if (!row.rl_ok) throw rateLimited(limit.retryAfterSeconds);
  return holdResult(row, hold, g);
}

/** `rl_ok`: every rate-limit count within its limit (always true when the statement counts none). */
type HoldRow = StateRow & { hold_id: string | null; mail_id: string | null; rl_ok: boolean };

function holdStatement(db: Database, g: GuestDetails, now: Date, venue: VenueRow, hold: PreparedHold, limit?: FoldedLimit) {
  const t = trailParts('reservations', hold.id, hold.values, hold.trail);
  const values = {
    ...stateValues(g, now),
    ...t.slots,
    tables: bookableTables(venue),
    windows: JSON.stringify(busyWindows(toMinutes(g.time), venue.turn_minutes)),
    ...(limit
      ? counterValues(
          limit.keys.map((key) => ({ key, limit: limit.limit })),
          limit.start,
        )
      : {}),
  };
  return holdQuery(db, { keyed: Boolean(values.key), trail: t.shape, limitKeys: limit?.keys.length ?? 0 }, values);
}

function holdResult(row: HoldRow | undefined, hold: PreparedHold, g: GuestDetails): BookingState & { placed: boolean } {
  const placed = Boolean(row?.hold_id);
  if (placed) deliverTrailMail(hold.trail, row?.mail_id ?? null);
  return { ...toState(row, g), placed };
}

type Found = { id: string } | null;
type Keyed = ({ id: string } & RequestFields) | null;
interface StateRow {
  keyed_hold: Keyed;
  keyed_waiting: Keyed;
  key_elsewhere: boolean;
  live_hold: Found;
  live_waiting: Found;
  holders: { minute: number }[];
  anyone_waiting: boolean;
}

const stateValues = (g: GuestDetails, now: Date) => ({
  email: g.guestEmail,
  key: g.idempotencyKey ?? null,
  venue: g.restaurantId,
  date: g.date,
  time: g.time,
  now,
});

function toState(row: StateRow | undefined, g: GuestDetails): BookingState {
  if (!row) throw new Error('the booking read returned no row');
  const repeat = repeatOf(
    {
      keyed: keyedRow('reservation', row.keyed_hold) ?? keyedRow('waitlist', row.keyed_waiting),
      keyElsewhere: Boolean(row.key_elsewhere),
      live: row.live_hold ? { kind: 'reservation', id: row.live_hold.id } : row.live_waiting ? { kind: 'waitlist', id: row.live_waiting.id } : null,
    },
    tableRequest(g),
  );
  return { repeat, holders: row.holders.map((h) => h.minute), anyoneWaiting: Boolean(row.anyone_waiting) };
}

/** The read: repeatQueries', loadHolders' and loadWaiting's queries as columns of one row. */
function stateSelect(db: Database, slot: Slot<string>, keyed: boolean) {
  const g: GuestDetails = {
    guestEmail: slot('email'),
    idempotencyKey: keyed ? slot('key') : null,
    restaurantId: slot('venue'),
    date: slot('date'),
    time: slot('time'),
    partySize: 0,
    guestName: '',
    locale: 'en',
  };
  const now = slot('now');
  const q = repeatQueries(db, g, now);
  const none = sql<null>`null`;
  return db.selectNoFrom((eb) => [
    q.keyedHold ? jsonObjectFrom(q.keyedHold).as('keyed_hold') : none.as('keyed_hold'),
    q.keyedWaiting ? jsonObjectFrom(q.keyedWaiting).as('keyed_waiting') : none.as('keyed_waiting'),
    q.keyedStay ? eb.exists(q.keyedStay).as('key_elsewhere') : sql<boolean>`false`.as('key_elsewhere'),
    jsonObjectFrom(q.liveHold).as('live_hold'),
    jsonObjectFrom(q.liveWaiting).as('live_waiting'),
    jsonArrayFrom(holdersQuery(db, g.restaurantId, g.date, now)).as('holders'),
    eb.exists(waitingQuery(db, g.restaurantId, g.date).limit(1)).as('anyone_waiting'),
  ]);
}

// Compiled once per shape (with or without an idempotency key; the trail's columns), db/prepared.ts.
const stateQuery = prepareByShape<boolean, string>(String, (db, slot, keyed) => stateSelect(db, slot, keyed));

const holdQuery = compileByShape<{ keyed: boolean; trail: TrailShape; limitKeys: number }, string>(
  (s) => `${s.keyed}|${trailShapeKey(s.trail)}|${s.limitKeys}`,
  (db, slot, s) => {
    // The capacity rule is capacity.ts's (`fits`): it sends its windows; here they are only counted.
    const tables = sql`${slot('tables')}::int`;
    // A holder's start minute, as holdersQuery gives it.
    const h = sql`(h.value->>'minute')::int`;
    const mailId = s.trail.mail ? sql`(select id from mail)` : sql`null`;
    // The rate-limit count first (ADR 052): every key counted, and the hold only within the limit.
    const counted = s.limitKeys > 0;
    const limits = counted
      ? sql`rl as (${counterUpsert(db, slot, s.limitKeys)}),
      rl_ok as (select bool_and(rl.within) as ok from rl),`
      : sql``;
    const withinLimit = counted ? sql`(select ok from rl_ok)` : sql`true`;
    return sql`with ${limits} state as (${stateSelect(db, slot, s.keyed)}),
      gate as (
        select (keyed_hold is null and keyed_waiting is null and not key_elsewhere
          and live_hold is null and live_waiting is null and not anyone_waiting
          and ${withinLimit}
          and not exists (
            select 1 from json_array_elements(${slot('windows')}::json) as w
            where (select count(*) from json_array_elements(state.holders) as h
              where ${h} > (w.value->>'after')::int and ${h} <= (w.value->>'upTo')::int) >= ${tables}
          )) as go
        from state
      ),
      ${trailCtes(slot, s.trail, 'gate')}
      select state.*, (select id from new_row) as hold_id, ${mailId} as mail_id, ${withinLimit} as rl_ok from state`.compile(db);
  },
);
