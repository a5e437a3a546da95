import { sql } from 'kysely';
import type { Database } from '../db/connection';
import type { ReservationStatus } from '../db/types';
import { DomainError } from '../errors';
import type { Locale } from '../i18n';
import { inTransaction } from '../db/transaction';
import { newGuestLink, opensGuestLink } from '../kernel/guest-link';
import { effectiveStatus as effectiveHoldStatus } from '../hold/rule';
import { lapsedHold, notLapsedHold } from '../hold/sql';
import { queueEmail } from '../notification/email';
import { reservationCancelledEmail, waitlistJoinedEmail } from '../notification/reservation-emails';
import { insertWithTrail } from '../kernel/trail';
import { loadBookingState, readAndHold } from './booking-state';
import { consume } from '../rate-limit/service';
import { offerFreedTables } from '../waitlist/offers';
import { assertSlotOpen, CANCEL_NOT_ALLOWED, placeHold, prepareHold, requireDiningVenue, RESERVATION_NOT_FOUND, slotFits, type BookingDeps } from './booking';
import { allocateOffers, timeRule } from './capacity';
import { wallClock } from './clock';
import { icsFilename, reservationIcs } from './ics';
import {
  audit,
  findReservation,
  listByEmail,
  loadHolders,
  loadVenue,
  loadWaiting,
  lockVenue,
  venueToday,
  waitlistValues,
  type GuestDetails,
  type ReservationRow,
} from './repository';
import {
  availabilityInput,
  createReservationInput,
  type CreateReservationParsed,
  GUEST_CANCELLABLE,
  reservationAccessInput,
  reservationIcsInput,
  reservationIdInput,
  TIME_SLOTS,
  type Availability,
  type CreateReservationResult,
  type GuestDashboard,
  type GuestReservation,
  type ReservationView,
} from './schema';

export interface BookingMeta {
  ip: string;
  locale: Locale;
}

/** An unpaid hold past its expiry has lost its table at that instant; it reads as expired at once. */
export function effectiveStatus(status: ReservationStatus, expiresAt: Date | null, now: Date): ReservationStatus {
  return effectiveHoldStatus<ReservationStatus>(status, expiresAt, now, 'expired');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The signed-in guest's reservations, found by their account email (SPEC §6). */
export async function listForGuest(db: Database, email: string, now: Date = new Date()): Promise<GuestReservation[]> {
  const rows = await listByEmail(db, email);
  return rows.map((r) => toGuestReservation(r, now));
}

/**
 * Books a table or, when the slot is full, puts the guest on the waitlist (ADR 011). One
 * transaction under the venue lock decides; emails go out after commit.
 */
export async function createReservation(deps: BookingDeps, raw: unknown, meta: BookingMeta, now: Date = new Date()): Promise<CreateReservationResult> {
  return bookTable(deps, createReservationInput.parse(raw), meta, now);
}

/**
 * `createReservation` for input already parsed by `createReservationInput` (the API router's
 * `.input()` has): parsed once per request (ADR 052). Statements, when the slot is free and nobody
 * waits: the rate-limit upsert; begin, the venue lock, ONE statement that reads (repeat, holders,
 * waiting) and writes the hold with its audit row and its email (written claimed), commit; after
 * commit the email's mark as sent. Anything else continues from that read as before.
 */
export async function bookTable(
  deps: BookingDeps,
  input: CreateReservationParsed,
  meta: BookingMeta,
  now: Date = new Date(),
): Promise<CreateReservationResult> {
  await consume(deps.db, [`booking:ip:${meta.ip}`, `booking:email:${input.guestEmail}`], deps.rateLimit, now);
  const guest: GuestDetails = {
    restaurantId: input.restaurantId,
    date: input.date,
    time: input.time,
    partySize: input.partySize,
    guestName: input.guestName,
    guestEmail: input.guestEmail,
    guestPhone: input.guestPhone ?? null,
    notes: input.notes ?? null,
    locale: meta.locale,
    idempotencyKey: input.idempotencyKey ?? null,
  };
  return inTransaction(deps.db, async (trx, afterCommit): Promise<CreateReservationResult> => {
    const venue = requireDiningVenue(await lockVenue(trx, input.restaurantId));
    let slotClosed: unknown = null;
    try {
      assertSlotOpen(venue, input.date, input.time, now);
    } catch (err) {
      slotClosed = err;
    }
    // The common case in one statement after the lock: read, and hold when nothing stands in the way.
    const hold = slotClosed ? null : prepareHold(afterCommit, deps, venue, guest, now, { via: 'booking' });
    const state = hold ? await readAndHold(trx, guest, now, venue, hold) : await loadBookingState(trx, guest, now);
    // A retried request (same key), or the same guest asking again while their hold is live,
    // answers what the first one got instead of holding a second table (ADR 024), whatever the slot now says.
    const repeat = state.repeat;
    if (repeat?.kind === 'reservation') return { status: 'awaiting_deposit', reservationId: repeat.id, viewToken: repeat.viewToken };
    if (repeat?.kind === 'waitlist') return { status: 'waitlisted', waitlistId: repeat.id, viewToken: repeat.viewToken };
    if (slotClosed) throw slotClosed;
    if (hold && 'placed' in state && state.placed) return { status: 'awaiting_deposit', reservationId: hold.id, viewToken: hold.viewToken };
    const holders = state.holders;
    // Guests already waiting come first: a table freed since the last offer run is theirs.
    if (state.anyoneWaiting) await offerFreedTables(trx, afterCommit, deps, venue, input.date, holders, now);
    if (slotFits(venue, holders, input.time)) {
      const placed = await placeHold(trx, afterCommit, deps, venue, guest, now, { via: 'booking' });
      return { status: 'awaiting_deposit', reservationId: placed.reservationId, viewToken: placed.viewToken };
    }
    const link = newGuestLink('waitlist');
    const id = link.id;
    const viewToken = link.token;
    const mail = waitlistJoinedEmail(meta.locale, {
      guestName: input.guestName,
      venue: venue.name,
      date: input.date,
      time: input.time,
      partySize: input.partySize,
      url: `${deps.appUrl}/waitlist/${id}?token=${viewToken}`,
    });
    // The entry, its audit row and its email in one round trip (ADR 052).
    await insertWithTrail(trx, 'waitlist_entries', id, waitlistValues(guest, link.hash), {
      audit: { entity: 'waitlist_entry', action: 'joined', meta: { restaurant_id: venue.id, date: input.date, time: input.time, party_size: input.partySize } },
      mail: { message: { to: input.guestEmail, kind: 'waitlist_joined', ...mail }, transport: deps.email, afterCommit },
    });
    return { status: 'waitlisted', waitlistId: id, viewToken };
  });
}

/** Every SPEC slot of one venue date with the same rules as booking (read-only, no lock). */
export async function availability(db: Database, raw: { restaurantId: string; date: string }, now: Date = new Date()): Promise<Availability> {
  const input = availabilityInput.parse(raw);
  const venue = requireDiningVenue(await loadVenue(db, input.restaurantId));
  const [holders, waiting] = await Promise.all([loadHolders(db, venue.id, input.date, now), loadWaiting(db, venue.id, input.date)]);
  // Tables the next booking would first offer to waiting guests are not free for a newcomer.
  allocateOffers(venue, input.date, holders, waiting, now);
  return {
    restaurantId: venue.id,
    date: input.date,
    today: wallClock(venue.timezone, now).date,
    timezone: venue.timezone,
    slots: TIME_SLOTS.map((time) => {
      const reason = timeRule(venue, input.date, time, now) ?? (slotFits(venue, holders, time) ? null : 'full');
      return { time, available: reason === null, reason };
    }),
  };
}

function toView(r: ReservationRow, now: Date): ReservationView {
  return {
    id: r.id,
    date: r.date,
    time: r.time.slice(0, 5),
    party_size: r.party_size,
    status: effectiveStatus(r.status, r.expires_at, now),
    expires_at: iso(r.expires_at),
    deposit_eur: Number(r.deposit_eur),
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    guest_phone: r.guest_phone,
    notes: r.notes,
    created_at: r.created_at.toISOString(),
    restaurant: {
      id: r.restaurant_id,
      name: r.v_name,
      address: r.v_address,
      city: r.v_city,
      latitude: r.v_latitude,
      longitude: r.v_longitude,
      timezone: r.v_timezone,
      stripe_payment_link_url: r.v_payment_link,
      turn_minutes: r.v_turn_minutes,
    },
  };
}

const notFound = () => new DomainError('reservation.not_found', RESERVATION_NOT_FOUND);

async function rowByToken(db: Database, raw: unknown): Promise<ReservationRow> {
  const parsed = reservationAccessInput.safeParse(raw);
  if (!parsed.success) throw notFound();
  const row = await findReservation(db, parsed.data.id);
  if (!row || !opensGuestLink('reservation', row, parsed.data.token)) throw notFound();
  return row;
}

async function rowForGuest(db: Database, raw: unknown, email: string): Promise<ReservationRow> {
  const parsed = reservationIdInput.safeParse(raw);
  if (!parsed.success) throw notFound();
  const row = await findReservation(db, parsed.data.id);
  if (!row || row.guest_email !== email.trim().toLowerCase()) throw notFound();
  return row;
}

/** A reservation by its link: id plus the unguessable view token (SPEC §6). */
export async function getReservationByToken(db: Database, raw: { id: string; token: string }, now: Date = new Date()): Promise<ReservationView> {
  return toView(await rowByToken(db, raw), now);
}

/** A reservation as the signed-in guest whose email it carries. */
export async function getReservationForGuest(db: Database, raw: { id: string }, email: string, now: Date = new Date()): Promise<ReservationView> {
  return toView(await rowForGuest(db, raw, email), now);
}

/** The .ics download: by link, or without a token as the signed-in guest with that email. */
export async function getReservationIcs(db: Database, raw: { id: string; token?: string }, email: string | null, now: Date = new Date()) {
  const input = reservationIcsInput.safeParse(raw);
  if (!input.success) throw notFound();
  const { id, token } = input.data;
  let view: ReservationView;
  if (token) view = await getReservationByToken(db, { id, token }, now);
  else if (email) view = await getReservationForGuest(db, { id }, email, now);
  else throw notFound();
  return { filename: icsFilename(view), content: reservationIcs(view, now) };
}

/**
 * Cancels under the venue lock when `allowed(row)` holds and the status permits (SPEC §4), then
 * offers the freed table to the first waiting guest.
 */
async function cancel(deps: BookingDeps, row: ReservationRow, now: Date, actor: 'guest' | 'link'): Promise<{ id: string; status: 'cancelled' }> {
  await inTransaction(deps.db, async (trx, afterCommit) => {
    const venue = await lockVenue(trx, row.restaurant_id);
    const updated = await trx
      .updateTable('reservations')
      .set({ status: 'cancelled', cancel_reason: 'guest', updated_at: now })
      .where('id', '=', row.id)
      .where('guest_email', '=', row.guest_email)
      .where('status', 'in', GUEST_CANCELLABLE)
      // A lapsed hold is already expired, whatever the job has written yet.
      .where(notLapsedHold(now))
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (!updated || !venue) throw new DomainError('reservation.cancel_not_allowed', CANCEL_NOT_ALLOWED);
    await audit(trx, 'reservation', row.id, 'cancelled', { by: actor, previous_status: row.status });
    const time = row.time.slice(0, 5);
    const mail = reservationCancelledEmail(row.locale, {
      guestName: row.guest_name,
      venue: row.v_name,
      date: row.date,
      time,
      partySize: row.party_size,
      url: `${deps.appUrl}/book?restaurant_id=${row.restaurant_id}`,
    });
    await queueEmail(trx, afterCommit, deps.email, { to: row.guest_email, kind: 'reservation_cancelled', ...mail });
    const holders = await loadHolders(trx, venue.id, row.date, now);
    await offerFreedTables(trx, afterCommit, deps, venue, row.date, holders, now, { time, reason: 'cancellation' });
  });
  return { id: row.id, status: 'cancelled' };
}

/** SPEC cancel_own_reservation: only the guest whose email it carries, only from pending, awaiting_deposit, confirmed. */
export async function cancelOwnReservation(deps: BookingDeps, raw: { id: string }, email: string, now: Date = new Date()) {
  const parsed = reservationIdInput.safeParse(raw);
  const row = parsed.success ? await findReservation(deps.db, parsed.data.id) : undefined;
  if (!row || row.guest_email !== email.trim().toLowerCase()) throw new DomainError('reservation.cancel_not_allowed', CANCEL_NOT_ALLOWED);
  return cancel(deps, row, now, 'guest');
}

/** A visitor cancels with the reservation's link; the same status rules apply. */
export async function cancelByToken(deps: BookingDeps, raw: { id: string; token: string }, now: Date = new Date()) {
  return cancel(deps, await rowByToken(deps.db, raw), now, 'link');
}

function toGuestReservation(
  r: {
    id: string;
    date: string;
    time: string;
    party_size: number;
    status: ReservationStatus;
    expires_at: Date | null;
    restaurant_id: string;
    restaurant_name: string;
    restaurant_address: string;
    restaurant_timezone: string;
  },
  now: Date,
): GuestReservation {
  return {
    id: r.id,
    date: r.date,
    time: r.time.slice(0, 5),
    party_size: r.party_size,
    status: effectiveStatus(r.status, r.expires_at, now),
    expires_at: iso(r.expires_at),
    restaurant: { id: r.restaurant_id, name: r.restaurant_name, address: r.restaurant_address, timezone: r.restaurant_timezone },
  };
}

/** The guest dashboard (SPEC §2): counters, the next 5 upcoming and the last 3 past, in each venue's own calendar. */
export async function guestDashboard(db: Database, email: string, now: Date = new Date()): Promise<GuestDashboard> {
  const guestEmail = email.trim().toLowerCase();
  const upcomingWhere = sql<boolean>`r.status in ('pending', 'awaiting_deposit', 'confirmed')
    and not ${lapsedHold(now, 'r')}
    and r.date >= ${venueToday(now)}`;
  const base = db.selectFrom('reservations as r').innerJoin('restaurants as v', 'v.id', 'r.restaurant_id').where('r.guest_email', '=', guestEmail);
  const columns = [
    'r.id',
    'r.date',
    'r.time',
    'r.party_size',
    'r.status',
    'r.expires_at',
    'v.id as restaurant_id',
    'v.name as restaurant_name',
    'v.address as restaurant_address',
    'v.timezone as restaurant_timezone',
  ] as const;
  const [counts, upcoming, past] = await Promise.all([
    base
      .select([
        sql<number>`count(*) filter (where ${upcomingWhere})::int`.as('upcoming'),
        // Visits that happened: seated, or confirmed for a day already past (not cancelled, not future).
        sql<number>`count(*) filter (where r.status = 'seated' or (r.status = 'confirmed' and r.date < ${venueToday(now)}))::int`.as('visited'),
        sql<number>`coalesce(sum(r.party_size), 0)::int`.as('guests'),
      ])
      .executeTakeFirstOrThrow(),
    base.select(columns).where(upcomingWhere).orderBy('r.date').orderBy('r.time').limit(5).execute(),
    base
      .select(columns)
      .where(sql<boolean>`not (${upcomingWhere})`)
      .orderBy('r.date', 'desc')
      .orderBy('r.time', 'desc')
      .limit(3)
      .execute(),
  ]);
  return {
    counts: { upcoming: counts.upcoming, pastVisits: counts.visited, totalGuests: counts.guests },
    upcoming: upcoming.map((r) => toGuestReservation(r, now)),
    past: past.map((r) => toGuestReservation(r, now)),
  };
}
