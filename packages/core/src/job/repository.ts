import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { ROOMS, TABLES } from '../hold/lifecycle';
import { statusIn } from '../hold/sql';

/** The scheduled jobs' statements: the review prompts' marks and the retention deletes (SPEC §1). */

/** The venue's wall date at `now`, computed by Postgres. */
const venueToday = (now: Date) => sql<string>`(${now}::timestamptz at time zone v.timezone)::date`;

/**
 * Marks prompted, and answers, the seated visits of the two days before the venue's today that
 * were neither prompted nor reviewed: the review page counts one per reservation, and one per
 * restaurant and guest email (ADR 070).
 */
export function markVisitsPrompted(db: Database, now: Date) {
  const today = venueToday(now);
  return db
    .updateTable('reservations as r')
    .from('restaurants as v')
    .set({ review_prompt_sent_at: now })
    .whereRef('v.id', '=', 'r.restaurant_id')
    .where(statusIn(TABLES.completed, 'r'))
    .where('r.review_prompt_sent_at', 'is', null)
    .where(sql<boolean>`r.date >= ${today} - 2`)
    .where(sql<boolean>`r.date < ${today}`)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('restaurant_reviews as rv')
            .select('rv.id')
            .where((eb) =>
              eb.or([
                eb('rv.reservation_id', '=', eb.ref('r.id')),
                eb.and([eb('rv.restaurant_id', '=', eb.ref('r.restaurant_id')), eb('rv.guest_email', '=', eb.ref('r.guest_email'))]),
              ]),
            ),
        ),
      ),
    )
    .returning(['r.id', 'r.guest_email', 'r.locale', 'v.name as venue'])
    .execute();
}

/**
 * Marks prompted, and answers, the completed stays whose check-out is no more than two days before
 * the venue's today and that were neither prompted nor reviewed.
 */
export function markStaysPrompted(db: Database, now: Date) {
  return db
    .updateTable('stay_bookings as b')
    .from('restaurants as v')
    .set({ review_prompt_sent_at: now })
    .whereRef('v.id', '=', 'b.restaurant_id')
    .where(statusIn(ROOMS.completed, 'b'))
    .where('b.review_prompt_sent_at', 'is', null)
    .where(sql<boolean>`b.check_out >= ${venueToday(now)} - 2`)
    .where(({ exists, not, selectFrom }) => not(exists(selectFrom('stay_reviews as sr').select('sr.id').whereRef('sr.stay_booking_id', '=', 'b.id'))))
    .returning(['b.id', 'b.guest_email', 'b.locale', 'v.name as venue'])
    .execute();
}

// ---- Retention: each answers how many rows it deleted.

const deleted = async (q: Promise<{ numDeletedRows: bigint }>) => Number((await q).numDeletedRows);

/** Chat messages written before `cutoff`. */
export const deleteOldAiMessages = (db: Database, cutoff: Date) => deleted(db.deleteFrom('ai_messages').where('created_at', '<', cutoff).executeTakeFirst());

/** Conversations both started and last written to before `cutoff`. */
export const deleteOldAiConversations = (db: Database, cutoff: Date) =>
  deleted(
    db
      .deleteFrom('ai_conversations')
      .where((eb) => eb.and([eb('created_at', '<', cutoff), eb('updated_at', '<', cutoff)]))
      .executeTakeFirst(),
  );

export const deleteExpiredSessions = (db: Database, now: Date) => deleted(db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst());

export const deleteExpiredTokens = (db: Database, before: Date) =>
  deleted(db.deleteFrom('one_time_tokens').where('expires_at', '<', before).executeTakeFirst());

/** Reservations for a day before `date` (YYYY-MM-DD). */
export const deleteReservationsBefore = (db: Database, date: string) => deleted(db.deleteFrom('reservations').where('date', '<', date).executeTakeFirst());

/** Stays that checked out before `date` (YYYY-MM-DD). */
export const deleteStaysBefore = (db: Database, date: string) => deleted(db.deleteFrom('stay_bookings').where('check_out', '<', date).executeTakeFirst());

/** Accounts inactive since before `before`, except those that own venues or hold a role. */
export const deleteInactiveAccounts = (db: Database, before: Date) =>
  deleted(
    db
      .deleteFrom('users')
      .where('last_active_at', '<', before)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('restaurants').select('id').whereRef('restaurants.owner_id', '=', 'users.id'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('user_roles').select('user_id').whereRef('user_roles.user_id', '=', 'users.id'))))
      .executeTakeFirst(),
  );
