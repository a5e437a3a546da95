import type { Database } from '../db/connection';
import { deliverEmails, enqueueEmail, scrubDeliveredBodies, type EmailTransport } from '../notification/email';
import { linkTokenSlot } from '../account/guest-link';
import { reviewPromptEmail } from '../notification/templates';
import { removeUnconfirmedUploads, type PhotoDeps } from '../photos/service';
import { pendingEmailIds } from '../notification/outbox-repository';
import { pruneCounters } from '../rate-limit/repository';
import {
  deleteExpiredSessions,
  deleteExpiredTokens,
  deleteInactiveAccounts,
  deleteOldAiConversations,
  deleteOldAiMessages,
  deleteReservationsBefore,
  deleteStaysBefore,
  markStaysPrompted,
  markVisitsPrompted,
} from './repository';

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
    const visits = await markVisitsPrompted(trx, now);
    // A guest may review a stay from the check-out day on, before the owner marks it checked out.
    const stays = await markStaysPrompted(trx, now);
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
  const rows = await pendingEmailIds(db, new Date(now.getTime() - 60_000), 100);
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
  const aiMessages = await deleteOldAiMessages(db, aiCutoff);
  const ai = await deleteOldAiConversations(db, aiCutoff);
  const sessions = await deleteExpiredSessions(db, now);
  const tokens = await deleteExpiredTokens(db, new Date(now.getTime() - DAY));
  const counters = await pruneCounters(db, new Date(now.getTime() - DAY));
  const emailBodies = await scrubDeliveredBodies(db, now);
  const sevenYearsAgo = new Date(now.getTime() - 7 * 365 * DAY).toISOString().slice(0, 10);
  const reservations = await deleteReservationsBefore(db, sevenYearsAgo);
  const stays = await deleteStaysBefore(db, sevenYearsAgo);
  // Accounts that own venues are kept: deleting them would orphan a business.
  const accounts = await deleteInactiveAccounts(db, new Date(now.getTime() - 3 * 365 * DAY));
  return {
    aiConversations: ai,
    aiMessages,
    sessions,
    tokens,
    rateLimitCounters: counters,
    emailBodies,
    reservations,
    stayBookings: stays,
    accounts,
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
