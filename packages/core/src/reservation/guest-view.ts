import type { Database } from '../db/connection';
import { isOwnBooking } from '../account/guard';
import { DomainError } from '../errors';
import { opensGuestLink } from '../account/guest-link';
import { icsFilename, reservationIcs } from './ics';
import { reservationActions } from './guest-actions';
import { findReservation, isReviewed, type ReservationRow } from './repository';
import { reservationAccessInput, reservationIcsInput, reservationIdInput, type ReservationView } from './schema';
import { slotView } from './status';

function toView(r: ReservationRow, reviewed: boolean, now: Date): ReservationView {
  return {
    ...slotView(r, now),
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
      stripe_payment_link_url: r.stripe_payment_link_url,
      turn_minutes: r.v_turn_minutes,
    },
    ...reservationActions({ ...r, timezone: r.v_timezone, reviewed }, now),
  };
}

const notFound = () => new DomainError('reservation.not_found');

export async function rowByToken(db: Database, raw: unknown): Promise<ReservationRow> {
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
  if (!row || !isOwnBooking(row, email)) throw notFound();
  return row;
}

/** A reservation by its link: id plus the unguessable view token (SPEC §6). */
export async function getReservationByToken(db: Database, raw: { id: string; token: string }, now: Date = new Date()): Promise<ReservationView> {
  const row = await rowByToken(db, raw);
  return toView(row, await isReviewed(db, row), now);
}

/** A reservation as the signed-in guest whose email it carries. */
export async function getReservationForGuest(db: Database, raw: { id: string }, email: string, now: Date = new Date()): Promise<ReservationView> {
  const row = await rowForGuest(db, raw, email);
  return toView(row, await isReviewed(db, row), now);
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
