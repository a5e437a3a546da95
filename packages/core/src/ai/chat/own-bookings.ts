import { DomainError } from '../../errors';
import { cancelOwnReservation } from '../../reservation/guest-cancel';
import { listForGuest } from '../../reservation/guest-dashboard';
import { reservationStatusWord } from '../../i18n/labels';
import { canActFor, type ChatLink, type ConciergeDeps, type Reply } from './actions';
import { fmtDate } from './facts';
import type { ChatUser } from './service';
import { CHAT_TEXTS } from './texts';
import type { VenueFact } from './venues';

type Locale = 'en' | 'sl';

/**
 * The guest's own reservations in the chat (ADR 115): listed by their proven email, as
 * `reservation.mine` does, and cancelled through `cancelOwnReservation` (its status and email
 * checks, its audit trail) only after the guest's explicit yes.
 */
/** The signed-in guest's upcoming reservations, numbered, or how to see them. */
export async function mine(deps: ConciergeDeps, l: Locale, user: ChatUser | null, ordinal: number | null, wantsCancel: boolean, now: Date): Promise<Reply> {
  const tx = CHAT_TEXTS[l];
  const empty = { venues: [] as VenueFact[], links: [] as ChatLink[] };
  if (!canActFor(user))
    return {
      intent: wantsCancel ? 'cancel' : 'mine',
      venues: [],
      links: [{ label: tx.myReservationsLabel, href: '/my-reservations' }],
      text: tx.signInForReservations,
    };
  const upcoming = (await listForGuest(deps.db, user.email, now)).filter((r) => r.canCancel);
  if (!upcoming.length) return { intent: 'mine', ...empty, text: tx.noUpcoming(user.email) };
  const line = (r: (typeof upcoming)[number]) =>
    `${r.restaurant.name}, ${fmtDate(l, r.date)} ${r.time}, ${tx.people(r.party_size)} (${reservationStatusWord(l, r.status)})`;
  if (wantsCancel) {
    const pick = ordinal ? upcoming.at(ordinal > 0 ? ordinal - 1 : -1) : upcoming.length === 1 ? upcoming[0] : undefined;
    if (pick) {
      const q = tx.cancelQuestion(line(pick));
      return { intent: 'cancel', ...empty, text: q, confirm: q };
    }
  }
  const lines = upcoming.map((r, i) => `${i + 1}. ${line(r)}`);
  return { intent: 'mine', ...empty, text: [tx.upcomingHead(upcoming.length), ...lines, tx.cancelHint].join('\n') };
}

export async function cancel(deps: ConciergeDeps, l: Locale, user: ChatUser, ordinal: number | null, now: Date): Promise<Reply> {
  if (!deps.booking) throw new Error('chat: booking deps missing');
  const upcoming = (await listForGuest(deps.db, user.email, now)).filter((r) => r.canCancel);
  const pick = ordinal ? upcoming.at(ordinal > 0 ? ordinal - 1 : -1) : upcoming[0];
  if (!pick) return { intent: 'cancel', venues: [], links: [], text: CHAT_TEXTS[l].reservationGone };
  try {
    await cancelOwnReservation(deps.booking, { id: pick.id }, user.email, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { intent: 'cancel', venues: [], links: [], text: error.message };
  }
  return {
    intent: 'cancel',
    venues: [],
    links: [],
    text: CHAT_TEXTS[l].cancelled(pick.restaurant.name, pick.date, pick.time),
    done: { kind: 'cancelled', id: pick.id },
  };
}

/** The lookup behind the model's `my_reservations` tool: the signed-in guest's own, by proven email. */
export const reservationsLookup = async (deps: ConciergeDeps, l: Locale, user: ChatUser | null, now = new Date()) =>
  (await mine(deps, l, user, null, false, now)).text;
