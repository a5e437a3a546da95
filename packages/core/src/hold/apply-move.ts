import type { Transaction } from 'kysely';
import type { Database } from '../db/connection';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { DB } from '../db/types';
import { isUuid } from '../text/uuid';
import { dateIn } from '../time/zone';
import { guestCancelDayPassed, ownerMay, statusAt, type Lifecycle } from './lifecycle';
import { writeMove } from './move';

/** Who moves a booking: its venue's owner (or staff), or its guest signed in or by the booking's link. */
export type Mover =
  | { actor: 'owner'; userId: string; meta?: Record<string, unknown> }
  /** `quiet`: the guest hears of it in one email for a whole trip (trip/manage.ts), not one per booking. */
  | { actor: 'guest' | 'link'; quiet?: boolean };

/** Whether the booking's own cancellation email goes to its guest. */
export const tellsGuest = (by: Mover) => by.actor === 'owner' || !by.quiet;

/** What a move reads of a booking's row, whatever its kind. */
interface MoveFacts {
  id: string;
  status: string;
  expiresAt: Date | string | null;
  /** The visit's day (a table's date, a stay's check-in) and the venue's zone, for the day rules. */
  visitDay: string;
  zone: string;
  guestEmail: string;
  venueId: string;
}

/** A kind's part of every move: its lock, its lifecycle, its row's facts, its refusals and what follows a cancel. */
export interface MoveKind<Row, Read = Row> {
  kind: 'table' | 'room';
  lc: Lifecycle<string>;
  /** Takes the venue's lock a move of this booking runs under (a table's venue, a stay's property) and gives the row as moves read it; null when the venue is gone. */
  lock(trx: Transaction<DB>, read: Read): Promise<Row | null>;
  facts(row: Row): MoveFacts;
  /**
   * The error a refused move answers with, `status` when the booking's status does not allow it and
   * `day` when its day rule does not; null leaves the refusal to the caller (a trip's cancel skips
   * a table cancelled since its page was read).
   */
  refused(by: Mover, why: 'status' | 'day', detail: { from: string; to: string; visitDay: string }): Error | null;
  /** In the same transaction, after a cancel: the guest's email, the freed table offered, the owner told. */
  afterCancel(trx: Transaction<DB>, afterCommit: AfterCommit, row: Row, by: Mover, now: Date): Promise<void>;
}

/**
 * The one executor of a person's move on a held booking (ADR 113): the owner's Confirm, Seated,
 * Check in, Check out and Cancel, the offline replay of them, and the guest's cancel by link, on
 * /me, in the chat and with a trip, for tables and rooms alike. The move is the lifecycle's: the
 * status it may start from and its day rule (seated on the day, check-in from the day, a stay
 * cancelled by its guest only before it begins); `writeMove` writes it with its audit row; a cancel
 * is followed by the kind's own follow-up. The caller holds the venue's lock. Answers the status
 * written, or null when the kind leaves a refusal to the caller.
 *
 * The other movers write through the same module and tables: the expiry tick's lapse is
 * `lapseHolds` (hold/move.ts), the bulk form of the system's move to `lapsedAs`; the waitlist's
 * Promote, Claim, Leave and lapse are WAITLIST's moves, checked by `entryMay` and written by
 * `writeEntryMove` (waitlist/repository.ts).
 */
async function applyMove<Row, Read>(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  k: MoveKind<Row, Read>,
  row: Row,
  action: string,
  by: Mover,
  now: Date,
): Promise<string | null> {
  const f = k.facts(row);
  const from = statusAt(k.lc, f.status, f.expiresAt, now);
  const day = { visitDay: f.visitDay, today: dateIn(f.zone, now) };
  const owner = by.actor === 'owner';
  // A guest's only move is the cancel.
  const move = k.lc.owner[owner ? action : 'cancel'];
  const cancelTo = k.lc.owner.cancel?.to;
  if (!move) throw new Error(`no ${action} move`);
  const refuse = (why: 'status' | 'day') => {
    const err = k.refused(by, why, { from, to: move.to, visitDay: f.visitDay });
    if (err) throw err;
    return null;
  };
  if (owner) {
    const may = ownerMay(k.lc, action, from, day);
    if (may !== true) return refuse(may === 'day' ? 'day' : 'status');
  } else if (guestCancelDayPassed(k.lc, day)) return refuse('day');
  const written = await writeMove(
    trx,
    k.kind,
    // The owner's move starts from the status read; a guest's cancel from any status its cancel allows.
    { id: f.id, from: owner ? [f.status] : k.lc.guest.cancel, to: move.to },
    {
      actor: by.actor,
      userId: owner ? by.userId : null,
      previous: from,
      meta: owner ? by.meta : undefined,
      scope: owner ? { venueId: f.venueId } : { guestEmail: f.guestEmail },
    },
    now,
  );
  if (!written) return refuse('status');
  if (move.to === cancelTo) await k.afterCancel(trx, afterCommit, row, by, now);
  return move.to;
}

/**
 * A move with its lock, for callers that have read the booking but hold no lock yet: a guest's
 * cancel by link, on /me or in the chat, a trip's cascade (its stay and each table, one transaction),
 * the owner's stay moves. The kind takes its venue's lock (`MoveKind.lock`), then `applyMove`.
 */
export async function moveUnderLock<Row, Read>(
  trx: Transaction<DB>,
  afterCommit: AfterCommit,
  k: MoveKind<Row, Read>,
  read: Read,
  action: string,
  by: Mover,
  now: Date,
): Promise<string | null> {
  const row = await k.lock(trx, read);
  return row === null ? null : applyMove(trx, afterCommit, k, row, action, by, now);
}

/**
 * The owner's move on a booking of their venue, for tables and rooms alike: the one entry of
 * Confirm, Seated, Check in, Check out and Cancel, from the console's buttons and from the offline
 * replay. `owned` takes the venue's lock, then reads the venue's booking by id (never the other way
 * round: a guest's cancel and a booking take the venue's lock first); none, or an id that is no
 * uuid, is `notFound`. The owner's refusals are the kind's errors (`MoveKind.refused`).
 */
export async function ownerMove<Row, Read, Owned extends Row>(
  db: Database,
  k: MoveKind<Row, Read>,
  target: { id: string; owned: (trx: Transaction<DB>, id: string) => Promise<Owned | null | undefined>; notFound: () => Error },
  action: string,
  by: Extract<Mover, { actor: 'owner' }>,
  now: Date,
): Promise<{ row: Owned; to: string }> {
  if (!isUuid(target.id)) throw target.notFound();
  return inTransaction(db, async (trx, afterCommit) => {
    const row = await target.owned(trx, target.id.toLowerCase());
    if (!row) throw target.notFound();
    const to = await applyMove(trx, afterCommit, k, row, action, by, now);
    // An owner's refusal always throws (MoveKind.refused); null is left to a guest's caller.
    if (to === null) throw target.notFound();
    return { row, to };
  });
}
