import { sql } from 'kysely';
import type { Database } from '../db/connection';
import { ROOMS, TABLES } from '../hold/lifecycle';
import { statusIn } from '../hold/sql';
import { deliverEmails, enqueueEmail, scrubDeliveredBodies, type EmailTransport } from '../notification/email';
import { linkTokenSlot } from '../kernel/guest-link';
import { reviewPromptEmail } from '../notification/templates';
import { removeUnconfirmedUploads, type PhotoDeps } from '../photos/service';
import { pruneCounters } from '../rate-limit/service';

/**
 * Scheduled work, each idempotent: running twice, or late, does the same as running once.
 * Hosts (Lambda cron, the local server's timer) only call these.
 */

/**
 * Asks guests to review a recent visit or stay, once. Only visits and stays of the last two days (in
 * the venue's own calendar) are considered, so a restored backup never mails old guests.
 *
 * A seated dining visit is prompted the day after it (ADR 070): never on the day itself, while the
 * guest may still be at the table. A visit or stay already reviewed is never prompted.
 */
export async function sendReviewPrompts(db: Database, email: EmailTransport, appUrl: string, now = new Date()) {
  const ids: string[] = await db.transaction().execute(async (trx) => {
    const today = sql<string>`(${now}::timestamptz at time zone v.timezone)::date`;
    const visits = await trx
      .updateTable('reservations as r')
      .from('restaurants as v')
      .set({ review_prompt_sent_at: now })
      .whereRef('v.id', '=', 'r.restaurant_id')
      .where(statusIn(TABLES.completed, 'r'))
      .where('r.review_prompt_sent_at', 'is', null)
      .where(sql<boolean>`r.date >= ${today} - 2`)
      .where(sql<boolean>`r.date < ${today}`)
      // Never ask for what is on file: the review page counts one per reservation, and one per
      // restaurant and guest email (ADR 070).
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
    const stays = await trx
      .updateTable('stay_bookings as b')
      .from('restaurants as v')
      .set({ review_prompt_sent_at: now })
      .whereRef('v.id', '=', 'b.restaurant_id')
      .where(statusIn(ROOMS.completed, 'b'))
      .where('b.review_prompt_sent_at', 'is', null)
      .where(sql<boolean>`b.check_out >= ${today} - 2`)
      // A guest may review from the check-out day on, before the owner marks the stay checked out.
      .where(({ exists, not, selectFrom }) => not(exists(selectFrom('stay_reviews as sr').select('sr.id').whereRef('sr.stay_booking_id', '=', 'b.id'))))
      .returning(['b.id', 'b.guest_email', 'b.locale', 'v.name as venue'])
      .execute();
    // In the language the guest booked in, with a link to the page for that kind of visit; the
    // outbox keeps a slot for the token, filled when the email goes out (ADR 103).
    const prompts = [
      ...visits.map((v) => ({ ...v, url: `${appUrl}/rate/${v.id}?token=${linkTokenSlot('reservation', v.id)}` })),
      ...stays.map((s) => ({ ...s, url: `${appUrl}/rate-stay/${s.id}?token=${linkTokenSlot('stay', s.id)}` })),
    ];
    const out: string[] = [];
    for (const p of prompts) {
      out.push(await enqueueEmail(trx, { to: p.guest_email, kind: 'review_prompt', ...reviewPromptEmail(p.locale, p.venue, p.url) }));
    }
    return out;
  });
  await deliverEmails(db, email, ids);
  return { sent: ids.length };
}

/**
 * Retries outbox emails whose delivery failed or never ran (a crash between commit and delivery).
 * Rows younger than a minute are left to the request that wrote them.
 */
export async function retryPendingEmails(db: Database, email: EmailTransport, now = new Date()) {
  const rows = await db
    .selectFrom('outbox_emails')
    .select('id')
    .where('status', '=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - 60_000))
    .orderBy('created_at')
    .limit(100)
    .execute();
  await deliverEmails(
    db,
    email,
    rows.map((r) => r.id),
  );
  return { retried: rows.length };
}

const DAY = 86_400_000;

/**
 * SPEC §1 retention: AI conversations 90 days, inactive accounts 3 years, reservations 7 years; and
 * the bodies of emails that have gone out, 7 days (ADR 103).
 */
export async function applyRetention(db: Database, now = new Date()) {
  // Each chat message goes 90 days after it was written; a conversation, with what is left of it,
  // 90 days after its last message (ADR 088).
  const aiCutoff = new Date(now.getTime() - 90 * DAY);
  const aiMessages = await db.deleteFrom('ai_messages').where('created_at', '<', aiCutoff).executeTakeFirst();
  const ai = await db
    .deleteFrom('ai_conversations')
    .where((eb) => eb.and([eb('created_at', '<', aiCutoff), eb('updated_at', '<', aiCutoff)]))
    .executeTakeFirst();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  const tokens = await db
    .deleteFrom('one_time_tokens')
    .where('expires_at', '<', new Date(now.getTime() - DAY))
    .executeTakeFirst();
  const counters = await pruneCounters(db, new Date(now.getTime() - DAY));
  const emailBodies = await scrubDeliveredBodies(db, now);
  const sevenYearsAgo = new Date(now.getTime() - 7 * 365 * DAY).toISOString().slice(0, 10);
  const reservations = await db.deleteFrom('reservations').where('date', '<', sevenYearsAgo).executeTakeFirst();
  const stays = await db.deleteFrom('stay_bookings').where('check_out', '<', sevenYearsAgo).executeTakeFirst();
  // Accounts that own venues are kept: deleting them would orphan a business.
  const accounts = await db
    .deleteFrom('users')
    .where('last_active_at', '<', new Date(now.getTime() - 3 * 365 * DAY))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('restaurants').select('id').whereRef('restaurants.owner_id', '=', 'users.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('user_roles').select('user_id').whereRef('user_roles.user_id', '=', 'users.id'))))
    .executeTakeFirst();
  return {
    aiConversations: Number(ai.numDeletedRows),
    aiMessages: Number(aiMessages.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    rateLimitCounters: counters,
    emailBodies,
    reservations: Number(reservations.numDeletedRows),
    stayBookings: Number(stays.numDeletedRows),
    accounts: Number(accounts.numDeletedRows),
  };
}

/**
 * The retention job, run hourly by the hosts: the SPEC's periods (`applyRetention`) and photo
 * uploads left unconfirmed for an hour, in whichever store (ADR 059).
 */
export async function runRetention(core: { db: Database; photos: PhotoDeps }, now = new Date()) {
  const retained = await applyRetention(core.db, now);
  const { uploads } = await removeUnconfirmedUploads(core.photos, now);
  return { ...retained, photoUploads: uploads };
}
