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
