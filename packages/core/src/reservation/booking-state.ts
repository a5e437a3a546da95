import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/connection';
import { compileByShape, prepareByShape, type Slot } from '../db/prepared';
import { deliverTrailMail, trailCtes, trailParts, trailShapeKey, type TrailShape } from '../hold/trail';
import type { PreparedHold } from './booking';
import { bookableTables, busyWindows } from './capacity';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/types';
import { toMinutes } from '../time/zone';
import { waitingQuery } from '../waitlist/repository';
import { repeatQueries, tableRequest, type GuestDetails } from './booking-repository';
import { holdersQuery, type VenueRow } from './capacity-repository';
import { keyedRow, repeatOf, type Repeat, type RequestFields } from '../request/repeat';

export interface BookingState {
  /**
   * An earlier booking the request meets (ADR 024, request/repeat.ts): its own key's, to answer again,
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
 * The booking's decision (ADR 052), the one for every table booking: its one read AND, when it
 * allows, the hold's one write, in one statement after the venue lock. The hold, its audit row and
 * its email are inserted only if no earlier answer exists (ADR 024), nobody waits on the date (they
 * are offered freed tables first, ADR 013; `afterOffers` says the caller has just offered them, and
 * the guests still waiting wait for other times) and the slot fits. The capacity test is `fits` of
 * capacity.ts in SQL (booking-state.test.ts pins the two together) over the holders the same
 * statement read; the caller has checked the venue and the slot's hours (assertSlotOpen). Otherwise
 * nothing is written and the caller answers from the state read.
 */
export async function readAndHold(
  trx: Transaction<DB>,
  g: GuestDetails,
  now: Date,
  venue: VenueRow,
  hold: PreparedHold,
  afterOffers = false,
): Promise<BookingState & { placed: boolean }> {
  const t = trailParts('reservations', hold.id, hold.values, hold.trail);
  const values = {
    ...stateValues(g, now),
    ...t.slots,
    tables: bookableTables(venue),
    windows: JSON.stringify(busyWindows(toMinutes(g.time), venue.turn_minutes)),
  };
  const res = await trx.executeQuery<HoldRow>(holdQuery(trx, { keyed: Boolean(values.key), trail: t.shape, afterOffers }, values));
  const row = res.rows[0];
  const placed = Boolean(row?.hold_id);
  if (placed) deliverTrailMail(hold.trail, row?.mail_id ?? null);
  return { ...toState(row, g), placed };
}

type HoldRow = StateRow & { hold_id: string | null; mail_id: string | null };

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

const holdQuery = compileByShape<{ keyed: boolean; trail: TrailShape; afterOffers: boolean }, string>(
  (s) => `${s.keyed}|${trailShapeKey(s.trail)}|${s.afterOffers}`,
  (db, slot, s) => {
    // The capacity rule is capacity.ts's (`fits`): it sends its windows; here they are only counted.
    const tables = sql`${slot('tables')}::int`;
    // A holder's start minute, as holdersQuery gives it.
    const h = sql`(h.value->>'minute')::int`;
    const mailId = s.trail.mail ? sql`(select id from mail)` : sql`null`;
    const waitersFirst = s.afterOffers ? sql`` : sql`and not anyone_waiting`;
    return sql`with state as (${stateSelect(db, slot, s.keyed)}),
      gate as (
        select (keyed_hold is null and keyed_waiting is null and not key_elsewhere
          and live_hold is null and live_waiting is null ${waitersFirst}
          and not exists (
            select 1 from json_array_elements(${slot('windows')}::json) as w
            where (select count(*) from json_array_elements(state.holders) as h
              where ${h} > (w.value->>'after')::int and ${h} <= (w.value->>'upTo')::int) >= ${tables}
          )) as go
        from state
      ),
      ${trailCtes(slot, s.trail, 'gate')}
      select state.*, (select id from new_row) as hold_id, ${mailId} as mail_id from state`.compile(db);
  },
);
