import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type AuditEntity = 'reservation' | 'waitlist_entry' | 'stay_booking';

/** The one audit writer: who did what to which row, with what facts. */
export async function writeAudit(
  db: Db,
  entity: AuditEntity | (string & {}),
  entityId: string,
  action: string,
  meta: Record<string, unknown>,
  actorUserId: string | null = null,
): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({ entity, entity_id: entityId, action, actor_user_id: actorUserId, meta_json: JSON.stringify(meta) })
    .execute();
}

/** Who last moved a booking by hand at the venue (its owner or staff, ADR 127), and to what: "Seated by Ana". */
export interface PersonMove {
  name: string;
  /** The status the person moved it to (the audit row's action). */
  status: string;
}

/**
 * SQL for `PersonMove` of the booking whose id is in column `idRef` (`reservations.id`, `b.id`): the
 * newest audit row of a venue person's move (`meta.by = 'owner'`) with its actor's name; null when
 * no person at the venue moved it.
 */
export const personMoveSql = (entity: AuditEntity, idRef: string) =>
  sql<PersonMove | null>`(select json_build_object('name', u.name, 'status', a.action) from audit_logs a join users u on u.id = a.actor_user_id
    where a.entity = ${entity} and a.entity_id = ${sql.ref(idRef)}::text and a.meta_json->>'by' = 'owner' order by a.id desc limit 1)`;

/** The person's move when it is the one that gave the booking its status now (an older one is history). */
export const movedBy = (move: PersonMove | null, status: string): PersonMove | null => (move && move.status === status ? move : null);
