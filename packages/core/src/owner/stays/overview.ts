import type { Database } from '../../db/connection';
import type { SessionUser } from '../../account/schema';
import { sellsRooms } from '../../restaurant/venue-kind';
import { isUuid } from '../../text/uuid';
import { among, ROOMS } from '../../hold/lifecycle';
import { transitionStayBooking } from '../../stay/moves';
import type { StayDeps } from '../../stay/shared';
import { addDays, dateIn } from '../../time/zone';
import { requireVenue } from '../scope';
import {
  bookingsPage,
  dayCounts,
  latestReviews,
  listOwnerBookings,
  occupiedByDay,
  ownerBookings,
  propertyFacts,
  ratingOf,
  todaysPage,
  toOwnerBooking,
} from './repository';
import {
  bookingsInput,
  OCCUPANCY_DAYS,
  OVERVIEW_REVIEWS,
  PAGE_SIZE,
  reviewsInput,
  transitionInput,
  venueInput,
  type BookingsInput,
  type OccupancyPoint,
  type OwnerStayBooking,
  type OwnerStayReview,
  type ReviewsInput,
  type StaysOverview,
  type TransitionInput,
  type VenueInput,
} from './schema';

type User = Pick<SessionUser, 'id' | 'role'>;

/**
 * SPEC §4 current occupancy as a share of the rooms on sale (ADR 065): occupied rooms over
 * total − blocked, rounded, at most 100; null when no room is on sale.
 */
export function occupancyPercent(occupied: number, total: number, blocked: number): number | null {
  const available = Math.max(0, total - blocked);
  if (available === 0) return null;
  return Math.min(100, Math.round((occupied / available) * 100));
}

/** The Stays tab's Overview (SPEC §2): today's check-ins and check-outs, occupancy, rating, arrivals, 5 reviews. */
export async function staysOverview(db: Database, user: User, raw: VenueInput, now: Date = new Date()): Promise<StaysOverview> {
  const { venueId } = venueInput.parse(raw);
  const venue = await requireVenue(db, user, venueId, 'read');
  const p = await propertyFacts(db, venue.id);
  const today = dateIn(p.timezone, now);
  const [counts, rating, arrivals, recentReviews] = await Promise.all([
    dayCounts(db, p.id, today, now),
    ratingOf(db, p.id),
    ownerBookings(db, p.id, now)
      .where('b.check_in', '=', today)
      .orderBy('b.guest_name')
      .orderBy('b.id')
      .limit(100)
      .execute()
      .then((rows) => rows.map(toOwnerBooking).filter((b) => !among(ROOMS.gone, b.status))),
    latestReviews(db, p.id, OVERVIEW_REVIEWS),
  ]);
  return {
    today,
    hasRooms: sellsRooms(p),
    checkInsToday: counts.checkIns,
    checkOutsToday: counts.checkOuts,
    occupancy: {
      occupied: counts.occupied,
      available: Math.max(0, p.total_rooms - p.blocked_rooms),
      total: p.total_rooms,
      blocked: p.blocked_rooms,
      percent: occupancyPercent(counts.occupied, p.total_rooms, p.blocked_rooms),
    },
    rating,
    arrivals,
    recentReviews,
  };
}

/** Nightly occupancy over the last 90 days up to today, against today's rooms on sale (ADR 065). */
export async function staysOccupancy(db: Database, user: User, raw: VenueInput, now: Date = new Date()): Promise<OccupancyPoint[]> {
  const { venueId } = venueInput.parse(raw);
  const venue = await requireVenue(db, user, venueId, 'read');
  const p = await propertyFacts(db, venue.id);
  const today = dateIn(p.timezone, now);
  const rows = await occupiedByDay(db, p.id, addDays(today, -(OCCUPANCY_DAYS - 1)), today);
  const available = Math.max(0, p.total_rooms - p.blocked_rooms);
  return rows.map((r) => ({ ...r, available, percent: occupancyPercent(r.occupied, p.total_rooms, p.blocked_rooms) ?? 0 }));
}

/** Every stay booking of the property, by check-in, 20 a page, optionally one status; with today in the property's zone. */
export async function staysBookings(
  db: Database,
  user: User,
  raw: BookingsInput,
  now: Date = new Date(),
): Promise<{ bookings: OwnerStayBooking[]; total: number; page: number; pageSize: number; today: string }> {
  const input = bookingsInput.parse(raw);
  const venue = await requireVenue(db, user, input.venueId, 'read');
  const today = dateIn((await propertyFacts(db, venue.id)).timezone, now);
  const page =
    input.page ??
    (input.booking && isUuid(input.booking) ? await bookingsPage(db, venue.id, input.status, PAGE_SIZE, input.booking, now) : undefined) ??
    (await todaysPage(db, venue.id, input.status, PAGE_SIZE, today, now));
  const { rows, total } = await listOwnerBookings(db, venue.id, input.status, page, PAGE_SIZE, now);
  return { bookings: rows, total, page, pageSize: PAGE_SIZE, today };
}

/** The property's stay reviews, newest first, 20 a page; no name reads as anonymous. */
export async function staysReviews(db: Database, user: User, raw: ReviewsInput): Promise<{ reviews: OwnerStayReview[]; page: number; pageSize: number }> {
  const input = reviewsInput.parse(raw);
  const venue = await requireVenue(db, user, input.venueId, 'read');
  const reviews = await latestReviews(db, venue.id, PAGE_SIZE, (input.page - 1) * PAGE_SIZE);
  return { reviews, page: input.page, pageSize: PAGE_SIZE };
}

/**
 * An owner's button on a booking (SPEC §4): the stay moves (stay/moves.ts, on the rooms lifecycle) do it,
 * under the venue lock, audited with the owner as actor; only the venue's owner may write.
 */
export async function staysTransition(deps: StayDeps, user: User, raw: TransitionInput, now: Date = new Date()) {
  const input = transitionInput.parse(raw);
  const venue = await requireVenue(deps.db, user, input.venueId, 'write');
  return transitionStayBooking(deps, venue.id, input, user.id, now);
}
