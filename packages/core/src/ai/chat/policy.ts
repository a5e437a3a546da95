import { eur, type ProductFacts } from './facts';
import { helpPassages } from './help';
import type { IntentId } from './intents/catalogue';
import { CHAT_TEXTS } from './texts';

type Locale = 'en' | 'sl';

export interface PolicyContext {
  /** A venue the question names, with its own deposit. */
  venue?: { name: string; depositEur: number } | null;
  /** The one add-on a question names ("What does City Packs do?"). */
  addon?: 'sommelier' | 'citypacks' | null;
}

interface Rule {
  answer: (f: ProductFacts, l: Locale, c: PolicyContext) => string;
  /** The help passage that adds the how, after the fact (or is the answer, when `answer` gives none). */
  help?: string;
}

const range = (l: Locale, amounts: number[]) => (amounts.length <= 1 ? eur(l, amounts[0] ?? 0) : `${eur(l, amounts[0]!)}–${eur(l, amounts.at(-1)!)}`);
const deposits = (f: ProductFacts, l: Locale) => range(l, f.depositsEur);

/** The deposit a question asks: the named venue's own, else the listed venues' range. */
const depositFor = (f: ProductFacts, l: Locale, c: PolicyContext) => (c.venue ? eur(l, c.venue.depositEur) : deposits(f, l));
const venueOf = (c: PolicyContext) => (c.venue ? c.venue.name : null);
const none = () => '';

/**
 * The policy intents (ADR 126), each answered with the fact in its first sentence, the product's
 * numbers from `ProductFacts`; which one a message asks is the classifier's call (intents/classify.ts).
 */
const RULES: Partial<Record<IntentId, Rule>> = {
  affiliate: { answer: (f, l) => CHAT_TEXTS[l].affiliate(f) },
  'subscription-refund': { answer: (_f, l) => CHAT_TEXTS[l].planRefund },
  'subscription-cancel': { answer: (f, l) => CHAT_TEXTS[l].planCancel(f) },
  addons: { answer: (f, l, c) => (c.addon ? CHAT_TEXTS[l].addon(f, c.addon) : CHAT_TEXTS[l].addonPrices(f)) },
  'plan-restaurant': { answer: (f, l) => CHAT_TEXTS[l].restaurantPlan(f), help: 'plans' },
  'plan-stays': { answer: (f, l) => CHAT_TEXTS[l].staysPlan(f), help: 'plans' },
  plans: { answer: (f, l) => CHAT_TEXTS[l].plans(f), help: 'plans' },
  'billing-problem': { answer: (f, l) => CHAT_TEXTS[l].billingProblem(f, f.supportEmail) },
  offer: { answer: (f, l) => CHAT_TEXTS[l].offer(f), help: 'waitlist' },
  'awaiting-deposit': { answer: (f, l) => CHAT_TEXTS[l].awaitingDeposit(f), help: 'statuses' },
  hold: { answer: (f, l) => CHAT_TEXTS[l].hold(f), help: 'deposit-expiry' },
  'deposit-refund': { answer: (_f, l) => CHAT_TEXTS[l].depositRefund },
  'deposit-who': { answer: (_f, l) => CHAT_TEXTS[l].depositWho },
  fees: { answer: (f, l) => CHAT_TEXTS[l].fees(deposits(f, l)) },
  'deposit-how': { answer: (f, l) => CHAT_TEXTS[l].depositHow(f, deposits(f, l)) },
  deposit: { answer: (f, l, c) => CHAT_TEXTS[l].deposit(f, depositFor(f, l, c), venueOf(c)) },
  'room-deposit': { answer: (f, l, c) => CHAT_TEXTS[l].roomDeposit(f, c.venue ? eur(l, c.venue.depositEur) : range(l, f.roomDepositsEur)) },
  'pay-to-book': { answer: (f, l, c) => CHAT_TEXTS[l].payToBook(f, depositFor(f, l, c), venueOf(c)) },
  'stay-guests': { answer: (f, l) => CHAT_TEXTS[l].stayGuestLimit(f), help: 'stays' },
  'stay-flow': { answer: (f, l) => CHAT_TEXTS[l].stayFlow(f, range(l, f.roomDepositsEur)), help: 'stays' },
  'longest-stay': { answer: (f, l) => CHAT_TEXTS[l].longestStay(f) },
  cancellable: { answer: (_f, l) => CHAT_TEXTS[l].cancellable },
  cancel: { answer: (_f, l) => CHAT_TEXTS[l].cancelHow },
  'stay-cancel': { answer: (_f, l) => CHAT_TEXTS[l].stayCancel },
  ahead: { answer: (f, l) => CHAT_TEXTS[l].daysAhead(f) },
  party: { answer: (f, l) => CHAT_TEXTS[l].partyLimit(f) },
  times: { answer: (f, l) => CHAT_TEXTS[l].bookingTimes(f) },
  'book-how': { answer: (f, l) => CHAT_TEXTS[l].bookHow(f) },
  waitlist: { answer: (f, l) => CHAT_TEXTS[l].waitlist(f) },
  account: { answer: none, help: 'account' },
  'password-reset': { answer: (f, l) => CHAT_TEXTS[l].passwordReset(f) },
  'delete-account': { answer: (f, l) => CHAT_TEXTS[l].deleteAccount(f.contactEmail) },
  'age-limit': { answer: (f, l) => CHAT_TEXTS[l].ageLimit(f) },
  privacy: { answer: none, help: 'privacy-retention' },
  reviews: { answer: none, help: 'reviews' },
  owners: { answer: none, help: 'owners' },
  'owner-photos': { answer: (f, l) => CHAT_TEXTS[l].ownerPhotos(f) },
  'owner-hours': { answer: (_f, l) => CHAT_TEXTS[l].ownerHours },
  'owner-promote': { answer: (_f, l) => CHAT_TEXTS[l].ownerPromote },
  'owner-deposit-link': { answer: (_f, l) => CHAT_TEXTS[l].ownerDepositLink },
  'owner-qr': { answer: (_f, l) => CHAT_TEXTS[l].ownerQr },
  'owner-staff': { answer: (_f, l) => CHAT_TEXTS[l].ownerStaff },
  'owner-notifications': { answer: (_f, l) => CHAT_TEXTS[l].ownerNotifications },
  'owner-reservations': { answer: (_f, l) => CHAT_TEXTS[l].ownerReservations },
  'owner-reviews': { answer: (_f, l) => CHAT_TEXTS[l].ownerReviews },
  'owner-settings': { answer: (_f, l) => CHAT_TEXTS[l].ownerSettings },
  'owner-calendar': { answer: (_f, l) => CHAT_TEXTS[l].ownerCalendar },
  'booking-change': { answer: (f, l) => CHAT_TEXTS[l].bookingChange(f.supportEmail) },
  'booking-confirmed': { answer: (_f, l) => CHAT_TEXTS[l].bookingConfirmed },
  about: { answer: (f, l) => CHAT_TEXTS[l].about(f.supportEmail) },
};

export interface PolicyAnswer {
  rule: string;
  text: string;
  href?: string;
}

/** An intent the policy table answers (not a lookup's, not `other`). */
export const isPolicyIntent = (intent: IntentId | 'None'): boolean => intent !== 'None' && RULES[intent] !== undefined;

/** The answer to a policy intent, or null when the intent is not one (a routing intent, `None`). */
export function policyAnswer(intent: IntentId | 'None', f: ProductFacts, locale: Locale, c: PolicyContext = {}): PolicyAnswer | null {
  const rule = intent === 'None' ? undefined : RULES[intent];
  if (!rule) return null;
  const fact = rule.answer(f, locale, c);
  const passage = rule.help ? helpPassages(locale).find((p) => p.id === rule.help) : undefined;
  const text = fact ? fact : passage ? passage.text : '';
  return { rule: intent, text, href: passage?.href };
}
