import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB, FeedError } from '../db/types';
import { ROOMS } from '../hold/lifecycle';
import { notLapsedHold, statusIn } from '../hold/sql';

// The reads and writes behind channel calendar import (stay/channel-sync.ts, ADR 125).

const k = (db: Db) => db as Kysely<DB>;

const FEED_COLUMNS = ['f.id', 'f.restaurant_id', 'f.room_id', 'f.url', 'f.etag', 'f.last_modified', 'f.last_synced_at', 'f.last_error'] as const;

/** One feed with its property's zone and the room's code, or undefined. */
export const findFeed = (db: Db, feedId: string) =>
  k(db)
    .selectFrom('room_channel_feeds as f')
    .innerJoin('restaurants as p', 'p.id', 'f.restaurant_id')
    .innerJoin('rooms as rm', 'rm.id', 'f.room_id')
    .select([...FEED_COLUMNS, 'p.timezone', 'p.name as property', 'p.owner_id', 'rm.code as room_code'])
    .where('f.id', '=', feedId)
    .executeTakeFirst();
export type FeedRow = NonNullable<Awaited<ReturnType<typeof findFeed>>>;

/** Feeds not tried since `before` (or never): what the scheduled sync fetches, oldest first. */
export const dueFeeds = (db: Db, before: Date, limit: number) =>
  k(db)
    .selectFrom('room_channel_feeds')
    .select(['id'])
    .where((eb) => eb.or([eb('last_attempt_at', 'is', null), eb('last_attempt_at', '<=', before)]))
    .orderBy(sql`last_attempt_at nulls first`)
    .orderBy('id')
    .limit(limit)
    .execute();

/** Claims a feed for one sync: only if nobody tried it since `before`, so two schedulers never fetch it twice. */
export async function claimFeed(db: Db, feedId: string, before: Date, now: Date): Promise<boolean> {
  const res = await k(db)
    .updateTable('room_channel_feeds')
    .set({ last_attempt_at: now })
    .where('id', '=', feedId)
    .where((eb) => eb.or([eb('last_attempt_at', 'is', null), eb('last_attempt_at', '<=', before)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function recordFeedResult(db: Db, feedId: string, now: Date, r: { error: FeedError | null; etag?: string | null; lastModified?: string | null }) {
  await k(db)
    .updateTable('room_channel_feeds')
    .set({
      last_attempt_at: now,
      last_error: r.error ? JSON.stringify(r.error) : null,
      ...(r.error ? {} : { last_synced_at: now }),
      ...(r.etag !== undefined ? { etag: r.etag } : {}),
      ...(r.lastModified !== undefined ? { last_modified: r.lastModified } : {}),
    })
    .where('id', '=', feedId)
    .execute();
}

export const feedBlocks = (trx: Transaction<DB>, feedId: string) =>
  trx.selectFrom('room_blocks').select(['id', 'uid', 'starts', 'ends', 'summary', 'conflict_booking_id']).where('feed_id', '=', feedId).execute();

/** The room's stays here that hold it (confirmed, checked in, a live hold) and end after `from`. */
export const roomHoldingStays = (db: Db, roomId: string, from: string, now: Date) =>
  k(db)
    .selectFrom('stay_bookings as b')
    .select(['b.id', 'b.check_in', 'b.check_out', 'b.guest_name', 'b.created_at'])
    .where('b.room_id', '=', roomId)
    .where(statusIn(ROOMS.holding, 'b'))
    .where(notLapsedHold(now, 'b'))
    .where('b.check_out', '>', from)
    .orderBy('b.check_in')
    .execute();
export type HoldingStay = Awaited<ReturnType<typeof roomHoldingStays>>[number];

/** The property's stays a channel's calendar also sells, while both still stand: the owner's to resolve. */
export const propertyConflicts = (db: Db, propertyId: string, now: Date) =>
  k(db)
    .selectFrom('room_blocks as k')
    .innerJoin('stay_bookings as b', 'b.id', 'k.conflict_booking_id')
    .innerJoin('rooms as rm', 'rm.id', 'k.room_id')
    .innerJoin('room_channel_feeds as f', 'f.id', 'k.feed_id')
    .select(['k.id', 'k.starts', 'k.ends', 'k.summary', 'f.url', 'rm.code as room_code', 'b.id as booking_id', 'b.guest_name', 'b.check_in', 'b.check_out'])
    .where('k.restaurant_id', '=', propertyId)
    .where('k.conflict_booking_id', 'is not', null)
    .where(statusIn(ROOMS.holding, 'b'))
    .where(notLapsedHold(now, 'b'))
    .orderBy('b.check_in')
    .orderBy('rm.code')
    .execute();

/** Every feed of the property's rooms, with how many nights-ranges each blocks now (the Settings card). */
export const propertyFeeds = (db: Db, propertyId: string) =>
  k(db)
    .selectFrom('room_channel_feeds as f')
    .select([...FEED_COLUMNS, 'f.last_attempt_at'])
    .select((eb) =>
      eb
        .selectFrom('room_blocks as k')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('k.feed_id', '=', 'f.id')
        .as('blocks'),
    )
    .where('f.restaurant_id', '=', propertyId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();

export const ownerEmail = (db: Db, userId: string) => k(db).selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirst();
