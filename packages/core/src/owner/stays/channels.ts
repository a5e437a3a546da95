import type { SessionUser } from '../../account/schema';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/pg-errors';
import type { FeedError } from '../../db/types';
import { DomainError } from '../../errors';
import { feedUrlProblem, normaliseFeedUrl } from '../../stay/channel-fetch';
import { propertyConflicts, propertyFeeds } from '../../stay/channel-repository';
import { channelHost, syncFeed, type ChannelSyncDeps, type SyncOutcome } from '../../stay/channel-sync';
import { isUuid } from '../../text/uuid';
import { requireVenue } from '../scope';
import { addChannelFeedInput, channelFeedInput, venueInput, type VenueInput } from './schema';
import { audit, write } from './settings';

// The channel calendars a property's rooms import, as the owner manages them in Stays Settings
// (ADR 125): paste an address, see each one's last sync and last error, "Sync now", remove; and the
// conflicts at the top of the stays dashboard.

type User = Pick<SessionUser, 'id' | 'role'>;

/** A room imports at most this many calendars (one per channel is the rule; a few spare). */
const FEEDS_PER_ROOM = 5;

export interface OwnerChannelFeed {
  id: string;
  roomId: string;
  url: string;
  lastSyncedAt: string | null;
  lastAttemptAt: string | null;
  lastError: FeedError | null;
  /** Ranges of nights it blocks now. */
  blocks: number;
}

export async function channelFeeds(db: Database, user: User, raw: VenueInput): Promise<OwnerChannelFeed[]> {
  const { venueId } = venueInput.parse(raw);
  const venue = await requireVenue(db, user, venueId, 'read');
  const rows = await propertyFeeds(db, venue.id);
  return rows.map((f) => ({
    id: f.id,
    roomId: f.room_id,
    url: f.url,
    lastSyncedAt: f.last_synced_at?.toISOString() ?? null,
    lastAttemptAt: f.last_attempt_at?.toISOString() ?? null,
    lastError: f.last_error,
    blocks: Number(f.blocks ?? 0),
  }));
}

export interface OwnerChannelConflict {
  id: string;
  roomCode: string;
  channel: string;
  summary: string;
  channelStart: string;
  channelEnd: string;
  bookingId: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
}

/** Stays here a channel's calendar also sells, while both stand: the top of the stays dashboard. */
export async function channelConflicts(db: Database, user: User, raw: VenueInput, now: Date = new Date()): Promise<OwnerChannelConflict[]> {
  const { venueId } = venueInput.parse(raw);
  const venue = await requireVenue(db, user, venueId, 'read');
  const rows = await propertyConflicts(db, venue.id, now);
  return rows.map((r) => ({
    id: r.id,
    roomCode: r.room_code,
    channel: channelHost(r.url),
    summary: r.summary,
    channelStart: r.starts,
    channelEnd: r.ends,
    bookingId: r.booking_id,
    guestName: r.guest_name,
    checkIn: r.check_in,
    checkOut: r.check_out,
  }));
}

/** The room starts importing a channel's calendar, fetched at once: the answer is the first sync's outcome. */
export async function addChannelFeed(deps: ChannelSyncDeps, user: User, raw: unknown): Promise<{ id: string; outcome: SyncOutcome | null }> {
  const input = addChannelFeedInput.parse(raw);
  const url = normaliseFeedUrl(input.url);
  if (feedUrlProblem(url, deps.policy)) throw new DomainError('owner_stays.feed_url_invalid');
  if (!isUuid(input.roomId)) throw new DomainError('owner_stays.room_not_found');
  const id = await write(deps.db, user, input.venueId, async (trx) => {
    const room = await trx.selectFrom('rooms').select('id').where('id', '=', input.roomId).where('restaurant_id', '=', input.venueId).executeTakeFirst();
    if (!room) throw new DomainError('owner_stays.room_not_found');
    const { n } = await trx
      .selectFrom('room_channel_feeds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('room_id', '=', room.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= FEEDS_PER_ROOM) throw new DomainError('owner_stays.feed_limit');
    let row: { id: string };
    try {
      row = await trx
        .insertInto('room_channel_feeds')
        .values({ restaurant_id: input.venueId, room_id: room.id, url })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('owner_stays.feed_exists');
      throw err;
    }
    await audit(trx, user, 'room', room.id, 'channel_feed_added', { feed_id: row.id, host: new URL(url).hostname });
    return row.id;
  });
  return { id, outcome: await syncFeed(deps, id) };
}

/** The feed must be this property's own: another venue's id reads as not found. */
async function ownFeed(db: Database, user: User, raw: unknown) {
  const input = channelFeedInput.parse(raw);
  const venue = await requireVenue(db, user, input.venueId, 'write');
  if (!isUuid(input.feedId)) throw new DomainError('owner_stays.feed_not_found');
  const feed = await db
    .selectFrom('room_channel_feeds')
    .select(['id', 'room_id'])
    .where('id', '=', input.feedId)
    .where('restaurant_id', '=', venue.id)
    .executeTakeFirst();
  if (!feed) throw new DomainError('owner_stays.feed_not_found');
  return { venueId: venue.id, feed };
}

/** "Sync now": the calendar fetched again at once, whatever the schedule. */
export async function syncChannelFeed(deps: ChannelSyncDeps, user: User, raw: unknown): Promise<SyncOutcome> {
  const { feed } = await ownFeed(deps.db, user, raw);
  const outcome = await syncFeed(deps, feed.id);
  if (!outcome) throw new DomainError('owner_stays.feed_not_found');
  return outcome;
}

/** The room stops importing the calendar: its blocks go with it, so those nights are for sale here again. */
export async function removeChannelFeed(db: Database, user: User, raw: unknown): Promise<{ removed: true }> {
  const { venueId, feed } = await ownFeed(db, user, raw);
  await write(db, user, venueId, async (trx) => {
    const gone = await trx.deleteFrom('room_channel_feeds').where('id', '=', feed.id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new DomainError('owner_stays.feed_not_found');
    await audit(trx, user, 'room', feed.room_id, 'channel_feed_removed', { feed_id: feed.id });
  });
  return { removed: true };
}
