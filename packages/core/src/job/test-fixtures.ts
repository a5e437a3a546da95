import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import { createReservation, createRoom, createRoomType, createStayBooking, createUser, createVenue } from '../db/factories';
import type { ReservationStatus, StayBookingStatus } from '../db/types';
import { enqueueEmail, outboxTransport } from '../notification/email';
import { sendReviewPrompts } from './service';

// What the job tests share (service.test.ts, housekeeping.test.ts): one migrated database per test
// file, a fixed clock and small factories.

let db: Database;
/** Registers the file's database; `use` receives it for the file's own queries. */
export function useJobDatabase(use: (d: Database) => void) {
  useMigratedDatabase(['users', 'restaurants', 'outbox_emails', 'ai_conversations', 'one_time_tokens', 'rate_limit_counters'], (d) => {
    db = d;
    use(d);
  });
}

// 12:00 in Ljubljana (CEST) on Monday 15 June 2026.
export const NOW = new Date('2026-06-15T10:00:00.000Z');
export const DAY = 86_400_000;
export const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);
export const later = (ms: number, from = NOW) => new Date(from.getTime() + ms);
export const APP_URL = 'https://tablestay.test';

export async function venue(name = 'Gostilna Pri Lipi', extra: { timezone?: string; owner_id?: string } = {}) {
  return (await createVenue(db, { name, total_rooms: 5, ...extra })).id;
}

export async function reservation(
  restaurant_id: string,
  v: { status: ReservationStatus; date?: string; expires_at?: Date | null; guest_email?: string; locale?: 'en' | 'sl' },
) {
  return createReservation(db, { restaurant_id, guest_name: 'Ana Gost', date: '2026-06-15', ...v });
}

export async function stay(
  restaurant_id: string,
  v: { status: StayBookingStatus; check_in?: string; check_out?: string; expires_at?: Date | null; guest_email?: string; locale?: 'en' | 'sl' },
) {
  // A room of its own for each booking, so the no-overlap constraint never gets in the way.
  const type = await createRoomType(db, { restaurant_id, name: 'Double', capacity: 2 });
  const room = await createRoom(db, { restaurant_id, room_type_id: type.id });
  return createStayBooking(db, {
    restaurant_id,
    room_type_id: type.id,
    room_id: room.id,
    guest_name: 'Bor Gost',
    check_in: '2026-06-12',
    check_out: '2026-06-14',
    ...v,
  });
}

export async function user(email: string, lastActive: Date) {
  return (await createUser(db, { name: email.split('@')[0]!, email, last_active_at: lastActive })).id;
}

export const statusOf = async (id: string) =>
  await db.selectFrom('reservations').select(['status', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
export const stayStatusOf = async (id: string) =>
  await db.selectFrom('stay_bookings').select(['status', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

/** A pending outbox email, written at `createdAt` (by default now) so the retry job sees it as old or fresh. */
export async function pendingEmail(to: string, createdAt?: Date) {
  const id = await enqueueEmail(db, { to, subject: 'S', text: 'T', kind: 'test' });
  if (createdAt)
    await db
      .updateTable('outbox_emails')
      .set({ created_at: createdAt } as never)
      .where('id', '=', id)
      .execute();
  return id;
}

/** The review-prompt job at `at`, mailing through the outbox without a log. */
export const sendPrompts = (at = NOW) =>
  sendReviewPrompts(
    db,
    outboxTransport(() => {}),
    APP_URL,
    at,
  );
