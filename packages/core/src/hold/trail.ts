import { sql, type Insertable, type Transaction } from 'kysely';
import { prepareByShape, type Slot } from '../db/prepared';
import type { DB } from '../db/types';
import type { AfterCommit } from '../db/transaction';
import { claimedOutboxRow, deliverClaimedAfterCommit, type EmailMessage, type EmailTransport } from '../notification/email';
import type { AuditEntity } from './audit';

/** The booking rows that leave an audit row and an email behind them. */
export type TrailTable = 'reservations' | 'waitlist_entries' | 'stay_bookings';

export interface Trail {
  audit: { entity: AuditEntity; action: string; meta: Record<string, unknown>; actorUserId?: string | null };
  /** The outbox email, delivered after commit; none for a row that sends no mail. */
  mail: { message: EmailMessage; transport: EmailTransport; afterCommit: AfterCommit } | null;
  /** Tells the venue's owner once the row is written (push/service.ts `OwnerPush`, ADR 119). */
  notifyOwner?: () => void;
}

/**
 * Inserts one booking row with its audit row and its outbox email in ONE statement (ADR 052):
 * data-modifying CTEs, so the three writes cost one round trip inside the caller's transaction
 * (which holds the venue lock) instead of three. The row's id is made by the caller, not by the
 * database, so the email's link can name it. Same rows, same columns as the separate writes
 * (hold/audit.ts, notification/email.ts enqueueEmail), except that the outbox row is written
 * already claimed by this process, which delivers it right after commit without a claim statement.
 */
export async function insertWithTrail<T extends TrailTable>(
  trx: Transaction<DB>,
  table: T,
  id: string,
  values: Omit<Insertable<DB[T]>, 'id'>,
  trail: Trail,
): Promise<{ id: string; mailId: string | null }> {
  const t = trailParts(table, id, values, trail);
  const res = await trailQuery<{ id: string; mail_id: string | null }>(trx, t.shape, t.slots);
  const row = res.rows[0];
  if (!row) throw new Error(`insertWithTrail: no row back from ${table}`);
  deliverTrailMail(trail, row.mail_id);
  return { id: row.id, mailId: row.mail_id };
}

/** After commit, the trail's email goes out (when there is one and it was written) and the owner is told. */
export function deliverTrailMail(trail: Trail, mailId: string | null): void {
  if (trail.mail && mailId) deliverClaimedAfterCommit(trail.mail.afterCommit, trail.mail.transport, mailId, trail.mail.message);
  trail.notifyOwner?.();
}

export interface TrailShape {
  table: TrailTable;
  columns: string[];
  mail: boolean;
  /**
   * Columns whose value the statement itself chooses (a stay's room, stay/hold-statement.ts): each is
   * the gate CTE's column of the same name, and the audit meta records it under that name too.
   * Absent or empty for a row whose values are all known before the statement.
   */
  fromGate?: readonly string[];
}

export const trailShapeKey = (s: TrailShape) => `${s.table}|${s.columns.join(',')}|${s.mail}${s.fromGate?.length ? `|${s.fromGate.join(',')}` : ''}`;

/**
 * The shape (cache key of the compiled statement) and the per-call values of one trail write.
 * `fromGate`: columns left out of `values` that the gate CTE supplies (TrailShape.fromGate).
 */
export function trailParts(table: TrailTable, id: string, values: object, trail: Trail, fromGate: readonly string[] = []) {
  const a = trail.audit;
  const message = trail.mail?.message;
  const record = values as Record<string, unknown>;
  const columns = Object.keys(record).filter((c) => record[c] !== undefined);
  const slots: Record<string, unknown> = {
    id,
    entity: a.entity,
    action: a.action,
    actor: a.actorUserId ?? null,
    meta: JSON.stringify(a.meta),
    ...(message ? claimedOutboxRow(message, new Date()) : {}),
  };
  for (const c of columns) slots[`v_${c}`] = record[c];
  const shape: TrailShape = { table, columns, mail: Boolean(message) };
  if (fromGate.length > 0) shape.fromGate = fromGate;
  return { shape, slots };
}

/**
 * The CTEs `new_row`, `trail` and (with mail) `mail`, as INSERT … SELECT so that a `gate` CTE with a
 * boolean `go` column can decide in the same statement whether anything is written at all
 * (reservation/booking-state.ts, stay/hold-statement.ts). Without a gate they always write. Untyped
 * parameters take the types of the columns they are inserted into.
 */
export function trailCtes(slot: Slot<string>, s: TrailShape, gate: string | null) {
  const chosen = s.fromGate ?? [];
  if (chosen.length > 0 && !gate) throw new Error('trailCtes: values from the gate need a gate');
  const columns = ['id', ...s.columns];
  const from = gate ? sql`from ${sql.table(gate)} where go` : sql``;
  const values = [...columns.map((c) => sql`${slot(c === 'id' ? 'id' : `v_${c}`)}`), ...chosen.map((c) => sql.ref(`${gate}.${c}`))];
  const returning = chosen.length > 0 ? sql`id, ${sql.join(chosen.map((c) => sql.ref(c)))}` : sql`id`;
  const row = sql`new_row as (insert into ${sql.table(s.table)} (${sql.join([...columns, ...chosen].map((c) => sql.ref(c)))})
    select ${sql.join(values)} ${from} returning ${returning})`;
  // What the statement chose is in the audit meta too, beside what the caller knew.
  const meta =
    chosen.length > 0
      ? sql`${slot('meta')}::jsonb || jsonb_build_object(${sql.join(chosen.map((c) => sql`${sql.lit(c)}, new_row.${sql.ref(c)}`))})`
      : sql`${slot('meta')}`;
  const audit = sql`trail as (insert into audit_logs (entity, entity_id, action, actor_user_id, meta_json)
    select ${slot('entity')}, new_row.id::text, ${slot('action')}, ${slot('actor')}, ${meta} from new_row returning id)`;
  if (!s.mail) return sql`${row}, ${audit}`;
  // Written claimed by this process, which delivers it after commit (claimedOutboxRow).
  const mail = sql`mail as (insert into outbox_emails (to_email, subject, text_body, html_body, kind, claimed_until, attempts)
    select ${slot('to_email')}, ${slot('subject')}, ${slot('text_body')}, ${slot('html_body')}, ${slot('kind')},
      ${slot('claimed_until')}, ${slot('attempts')} from new_row returning id)`;
  return sql`${row}, ${audit}, ${mail}`;
}

// Compiled once per table, column set and mail/no mail (db/prepared.ts).
const trailQuery = prepareByShape<TrailShape, string>(trailShapeKey, (db, slot, s) => {
  const mailId = s.mail ? sql`(select id from mail)` : sql`null`;
  return sql`with ${trailCtes(slot, s, null)} select new_row.id, ${mailId} as mail_id from new_row`.compile(db);
});
