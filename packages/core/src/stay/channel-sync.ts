import { createHash } from 'node:crypto';
import type { Database } from '../db/connection';
import type { FeedError } from '../db/types';
import { inTransaction, type AfterCommit } from '../db/transaction';
import { writeAudit } from '../hold/audit';
import { queueEmail, type EmailTransport } from '../notification/email';
import { channelConflictEmail } from '../notification/stay-emails';
import type { OwnerPush } from '../push/service';
import { addDays, dateIn } from '../time/zone';
import { NotACalendar, parseChannelCalendar, type ChannelBlock } from './channel-calendar';
import { fetchFeed, type FeedFetchPolicy } from './channel-fetch';
import {
  claimFeed,
  dueFeeds,
  feedBlocks,
  findFeed,
  ownerEmail,
  recordFeedResult,
  roomHoldingStays,
  type FeedRow,
  type HoldingStay,
} from './channel-repository';
import { lockProperty } from './repository';

// Channel calendar import (ADR 125): a room's calendar on Booking.com or Airbnb, fetched on a
// schedule and on the owner's "Sync now", becomes blocks: nights taken like a stay here in every
// availability read (availability-repository.ts `roomFree`). The blocks are written under the same
// property lock every stay booking takes, so a booking never slips onto a night a sync has just
// blocked, and a sync always sees the stays booked before it. A channel event that overlaps a stay
// here is a conflict: kept as a block, flagged, and told to the owner (dashboard, push, email); the
// stay is left as it is for the owner to resolve.

export interface ChannelSyncDeps {
  db: Database;
  email: EmailTransport;
  appUrl: string;
  push?: OwnerPush;
  /** Where a calendar may be fetched from, how long and how much (channel-fetch.ts). */
  policy: FeedFetchPolicy;
  /** Minutes between two scheduled fetches of one calendar (CHANNEL_SYNC_MINUTES). */
  everyMinutes: number;
}

/** How far ahead blocks are kept: as far as a stay can be booked (SPEC §5, 365 days), and a night more. */
const DAYS_AHEAD = 366;
/** Feeds one scheduled run takes at most, and how many it fetches at once. */
const RUN_LIMIT = 500;
const PARALLEL = 4;

export type SyncOutcome = { ok: true; blocks: number; conflicts: number; notModified: boolean } | { ok: false; error: FeedError };

/** Nights [start, end) of a channel event that a stay here also holds, or none. */
const overlaps = (b: Pick<ChannelBlock, 'start' | 'end'>, s: HoldingStay) => s.check_in < b.end && s.check_out > b.start;

/**
 * The stay here a channel event conflicts with, or null. An event every night of which a stay here
 * already holds is the channel showing back what it imported from our own feed (Airbnb lists it as
 * "Not available", Booking.com as "CLOSED"): an echo, not a sale, so no conflict (ADR 125).
 */
export function conflictOf(b: Pick<ChannelBlock, 'start' | 'end'>, stays: readonly HoldingStay[]): HoldingStay | null {
  const hit = stays.filter((s) => overlaps(b, s));
  if (hit.length === 0) return null;
  // A night outside every overlapping stay: the channel sold it. Checked first, so a feed's event of
  // any length costs no more than the stays' own nights below.
  if (hit.every((s) => s.check_in > b.start) || hit.every((s) => s.check_out < b.end)) return hit[0]!;
  for (let night = b.start; night < b.end; night = addDays(night, 1)) {
    if (!hit.some((s) => s.check_in <= night && s.check_out > night)) return hit[0]!;
  }
  return null;
}

interface OldBlock {
  id: string;
  uid: string;
  starts: string;
  ends: string;
  summary: string;
  conflict_booking_id: string | null;
}

/** A UID as stored: a long one (a feed may send anything) is kept as its hash, the same from sync to sync. */
const storedUid = (uid: string) => (uid.length <= 200 ? uid : `sha256:${createHash('sha256').update(uid).digest('hex')}`);

const blockKey = (uid: string, start: string) => `${uid}\n${start}`;

/** What a sync changes: blocks to add, to change, to remove, the conflicts that are new, and how many events are conflicts. */
export function planBlocks(old: readonly OldBlock[], events: readonly ChannelBlock[], stays: readonly HoldingStay[]) {
  const before = new Map(old.map((b) => [blockKey(b.uid, b.starts), b]));
  const insert: (ChannelBlock & { conflict: HoldingStay | null })[] = [];
  const update: { id: string; end: string; summary: string; conflict: HoldingStay | null }[] = [];
  const fresh: { block: ChannelBlock; stay: HoldingStay }[] = [];
  let conflicts = 0;
  const kept = new Set<string>();
  for (const e of events) {
    const conflict = conflictOf(e, stays);
    if (conflict) conflicts++;
    const was = before.get(blockKey(e.uid, e.start));
    if (was) {
      kept.add(was.id);
      if (was.ends !== e.end || was.summary !== e.summary || was.conflict_booking_id !== (conflict?.id ?? null))
        update.push({ id: was.id, end: e.end, summary: e.summary, conflict });
    } else insert.push({ ...e, conflict });
    if (conflict && was?.conflict_booking_id !== conflict.id) fresh.push({ block: e, stay: conflict });
  }
  const remove = old.filter((b) => !kept.has(b.id)).map((b) => b.id);
  return { insert, update, remove, fresh, conflicts };
}

/** The channel a feed's address names, as the owner is told of it: "airbnb.com". */
export const channelHost = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The owner hears of a new conflict: the stays dashboard shows it, and a push and an email say it. */
async function tellOwner(
  deps: ChannelSyncDeps,
  trx: Parameters<typeof writeAudit>[0],
  afterCommit: AfterCommit,
  feed: FeedRow,
  c: { block: ChannelBlock; stay: HoldingStay },
) {
  await writeAudit(trx, 'stay_booking', c.stay.id, 'channel_conflict', { feed_id: feed.id, uid: c.block.uid, starts: c.block.start, ends: c.block.end });
  deps.push?.notify(afterCommit, {
    venueId: feed.restaurant_id,
    kind: 'channel_conflict',
    booking: { type: 'stay', id: c.stay.id, checkIn: c.stay.check_in, checkOut: c.stay.check_out },
    guestName: c.stay.guest_name,
  });
  const owner = feed.owner_id ? await ownerEmail(trx, feed.owner_id) : undefined;
  if (!owner) return;
  const mail = channelConflictEmail({
    property: feed.property,
    room: feed.room_code,
    guestName: c.stay.guest_name,
    checkIn: c.stay.check_in,
    checkOut: c.stay.check_out,
    channel: channelHost(feed.url),
    summary: c.block.summary,
    channelStart: c.block.start,
    channelEnd: c.block.end,
    url: `${deps.appUrl}/dashboard?venue=${encodeURIComponent(feed.restaurant_id)}&tab=stays`,
  });
  await queueEmail(trx, afterCommit, deps.email, { to: owner.email, subject: mail.subject, text: mail.text, html: mail.html, kind: 'channel_conflict' });
}

/** Writes the calendar's blocks for the room under the property lock; null when the feed was removed meanwhile. */
async function applyCalendar(
  deps: ChannelSyncDeps,
  feed: FeedRow,
  events: ChannelBlock[],
  today: string,
  now: Date,
  cache: { etag: string | null; lastModified: string | null },
) {
  return inTransaction(deps.db, async (trx, afterCommit) => {
    await lockProperty(trx, feed.restaurant_id);
    const still = await trx.selectFrom('room_channel_feeds').select('id').where('id', '=', feed.id).executeTakeFirst();
    if (!still) return null;
    const stays = await roomHoldingStays(trx, feed.room_id, today, now);
    const plan = planBlocks(await feedBlocks(trx, feed.id), events, stays);
    if (plan.remove.length > 0) await trx.deleteFrom('room_blocks').where('id', 'in', plan.remove).execute();
    for (const u of plan.update)
      await trx
        .updateTable('room_blocks')
        .set({ ends: u.end, summary: u.summary, conflict_booking_id: u.conflict?.id ?? null, updated_at: now })
        .where('id', '=', u.id)
        .execute();
    if (plan.insert.length > 0)
      await trx
        .insertInto('room_blocks')
        .values(
          plan.insert.map((b) => ({
            feed_id: feed.id,
            restaurant_id: feed.restaurant_id,
            room_id: feed.room_id,
            uid: b.uid,
            starts: b.start,
            ends: b.end,
            summary: b.summary,
            conflict_booking_id: b.conflict?.id ?? null,
          })),
        )
        .execute();
    for (const c of plan.fresh) await tellOwner(deps, trx, afterCommit, feed, c);
    await recordFeedResult(trx, feed.id, now, { error: null, ...cache });
    return { ok: true as const, blocks: events.length, conflicts: plan.conflicts, notModified: false };
  });
}

/** Fetches one room's channel calendar and makes its events the room's blocks; the outcome is also the feed's status. */
export async function syncFeed(deps: ChannelSyncDeps, feedId: string, now: Date = new Date()): Promise<SyncOutcome | null> {
  const feed = await findFeed(deps.db, feedId);
  if (!feed) return null;
  const fail = async (error: FeedError): Promise<SyncOutcome> => {
    await recordFeedResult(deps.db, feed.id, now, { error });
    return { ok: false, error };
  };
  const got = await fetchFeed(feed.url, { etag: feed.etag, lastModified: feed.last_modified }, deps.policy);
  if (got.kind === 'failed') return fail(got.failure);
  if (got.kind === 'not_modified') {
    await recordFeedResult(deps.db, feed.id, now, { error: null });
    return { ok: true, blocks: -1, conflicts: -1, notModified: true };
  }
  const today = dateIn(feed.timezone, now);
  let events: ChannelBlock[];
  try {
    events = parseChannelCalendar(got.text, feed.timezone, { from: today, to: addDays(today, DAYS_AHEAD) }).map((e) => ({ ...e, uid: storedUid(e.uid) }));
  } catch (err) {
    return fail({ code: err instanceof NotACalendar ? 'not_calendar' : 'too_many' });
  }
  return applyCalendar(deps, feed, events, today, now, { etag: got.etag, lastModified: got.lastModified });
}

/**
 * The scheduled sync (every CHANNEL_SYNC_MINUTES, infra/cron.ts and the local server's timer): each
 * feed not tried for that long, claimed first so two runs never fetch one twice, a few at a time. A
 * feed's failure is its status, never the run's.
 */
export async function syncDueFeeds(deps: ChannelSyncDeps, now: Date = new Date()): Promise<{ synced: number; failed: number }> {
  // Half a minute's slack: a run a little early still takes the feeds the last run took.
  const before = new Date(now.getTime() - deps.everyMinutes * 60_000 + 30_000);
  const due = await dueFeeds(deps.db, before, RUN_LIMIT);
  let synced = 0;
  let failed = 0;
  for (let i = 0; i < due.length; i += PARALLEL) {
    await Promise.all(
      due.slice(i, i + PARALLEL).map(async ({ id }) => {
        if (!(await claimFeed(deps.db, id, before, now))) return;
        try {
          const r = await syncFeed(deps, id, now);
          if (r?.ok) synced++;
          else failed++;
        } catch (err) {
          failed++;
          console.error(`[channel-sync] feed ${id} failed`, err);
        }
      }),
    );
  }
  return { synced, failed };
}
