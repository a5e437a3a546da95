import { sql } from 'kysely';
import type { Database, Db } from '../db/connection';
import type { Locale } from '../i18n';
import type { PushKind } from './kinds';

// SQL of the owners' push subscriptions (ADR 119).

export interface SubscriptionRow {
  userId: string;
  venueId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: PushKind[];
  locale: Locale;
}

/**
 * The venue's devices other than `endpoint` (a device subscribing again replaces its own row),
 * counted with the venue's row locked so concurrent subscribes are counted one after another.
 */
export async function countVenueSubscriptions(db: Db, venueId: string, endpoint: string): Promise<number> {
  await db.selectFrom('restaurants').select('id').where('id', '=', venueId).forUpdate().executeTakeFirst();
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('restaurant_id', '=', venueId)
    .where('endpoint', '<>', endpoint)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One row per venue and device: a second subscribe from the device replaces its keys, kinds and language. */
export async function saveSubscription(db: Db, s: SubscriptionRow): Promise<void> {
  const values = { p256dh: s.p256dh, auth: s.auth, kinds: s.kinds, locale: s.locale, user_id: s.userId };
  await db
    .insertInto('push_subscriptions')
    .values({ restaurant_id: s.venueId, endpoint: s.endpoint, ...values })
    .onConflict((oc) => oc.columns(['restaurant_id', 'endpoint']).doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function deleteSubscription(db: Database, userId: string, venueId: string, endpoint: string): Promise<boolean> {
  const res = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('restaurant_id', '=', venueId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The user's devices subscribed for one venue, with their kinds. */
export function subscriptionsOf(db: Database, userId: string, venueId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'kinds', 'locale'])
    .where('user_id', '=', userId)
    .where('restaurant_id', '=', venueId)
    .orderBy('created_at')
    .execute();
}

/**
 * Where a venue's event of one kind goes: the devices of its people (its owner and staff, ADR 127)
 * that asked for the kind. A row left by an earlier owner, or by staff removed since, is passed over.
 */
export function targetsFor(db: Database, venueId: string, kind: PushKind) {
  return (
    db
      .selectFrom('push_subscriptions as p')
      .innerJoin('restaurants as r', 'r.id', 'p.restaurant_id')
      .select(['p.id', 'p.endpoint', 'p.p256dh', 'p.auth', 'p.locale', 'r.name as venue'])
      .where('p.restaurant_id', '=', venueId)
      // The venue's people only (ADR 127): its owner, or its staff whose access was not removed.
      .where((eb) =>
        eb.or([
          eb('r.owner_id', '=', eb.ref('p.user_id')),
          eb.exists(
            eb
              .selectFrom('venue_staff as s')
              .select(sql`1`.as('one'))
              .whereRef('s.restaurant_id', '=', 'p.restaurant_id')
              .whereRef('s.user_id', '=', 'p.user_id')
              .where('s.revoked_at', 'is', null),
          ),
        ]),
      )
      .where(sql<boolean>`${kind} = any(p.kinds)`)
      .execute()
  );
}

export async function deleteSubscriptionById(db: Database, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** The venues at least one device listens to (the send's cheap first check, `subscribedVenues`). */
export async function venuesWithSubscriptions(db: Database): Promise<Set<string>> {
  const rows = await db.selectFrom('push_subscriptions').select('restaurant_id').distinct().execute();
  return new Set(rows.map((r) => r.restaurant_id));
}
