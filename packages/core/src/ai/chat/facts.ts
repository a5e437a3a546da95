import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { AFFILIATE_COMMISSION_PERCENT, PLANS } from '../../billing/plans';
import { createReservationInput, TIME_SLOTS } from '../../reservation/schema';
import { BOOKING_GUESTS_MAX } from '../../stay/limits';
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../time/limits';
import { MINIMUM_AGE } from '../../legal/content';
import { PASSWORD_MIN } from '../../account/schema';
import { PHOTO_CAPS } from '../../photos/schema';
import { formatDate } from '../../i18n/format';
import { formatAmount, toCents } from '../../money';
import { listedDeposits, listedRoomDeposits } from './venue-repository';

/** What the chat reads from configuration (the router passes the app's config). */
export type ChatConfig = Pick<Config, 'BOOKING_HOLD_MINUTES' | 'WAITLIST_OFFER_MINUTES' | 'AFFILIATE_URL' | 'CONTACT_EMAIL' | 'SUPPORT_EMAIL'>;

/**
 * The product's numbers as the assistant states them (ADR 115): each read from its one home —
 * configuration (hold and offer minutes, the affiliate address), the SPEC rules in code (slot grid,
 * party limits, days ahead, stay guests, plan prices, the affiliate commission) and the database (the listed venues' deposit).
 * Never copied into help prose.
 */
export interface ProductFacts {
  /** The deposits the listed venues ask, distinct, ascending (EUR). */
  depositsEur: number[];
  /** The deposits the listed stay properties ask for a room, distinct, ascending (EUR). */
  roomDepositsEur: number[];
  /** The most nights one stay booking may hold. */
  maxNights: number;
  /** The youngest a user may be. */
  minAge: number;
  passwordMin: number;
  /** The most photos a restaurant and a stay property may show. */
  photoCaps: { restaurant: number; property: number };
  holdMinutes: number;
  offerMinutes: number;
  firstSlot: string;
  lastSlot: string;
  slotStepMinutes: number;
  partyMin: number;
  partyMax: number;
  daysAhead: number;
  stayGuestsMax: number;
  /** Monthly prices in EUR. */
  plans: Record<keyof typeof PLANS, number>;
  affiliateUrl: string;
  /** The affiliate commission, percent of the referred subscriptions. */
  affiliatePercent: number;
  /** The legal pages' (privacy) address: the terms and privacy passages are built with it. */
  contactEmail: string;
  /** The general contact the assistant points to when it cannot answer (ADR 118). */
  supportEmail: string;
}

/** The distinct deposits asked, ascending, none of 0. */
const amounts = (list: { deposit_eur: string | number }[]) => [...new Set(list.map((r) => Number(r.deposit_eur)).filter((n) => n > 0))].sort((a, b) => a - b);

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export async function productFacts(db: Database, config: ChatConfig, now = new Date()): Promise<ProductFacts> {
  const [rows, roomRows] = await Promise.all([listedDeposits(db, now), listedRoomDeposits(db, now)]);
  const party = createReservationInput.shape.partySize;
  return {
    depositsEur: amounts(rows),
    roomDepositsEur: amounts(roomRows),
    maxNights: MAX_NIGHTS,
    minAge: MINIMUM_AGE,
    passwordMin: PASSWORD_MIN,
    photoCaps: PHOTO_CAPS,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    offerMinutes: config.WAITLIST_OFFER_MINUTES,
    firstSlot: TIME_SLOTS[0]!,
    lastSlot: TIME_SLOTS.at(-1)!,
    slotStepMinutes: minutes(TIME_SLOTS[1]!) - minutes(TIME_SLOTS[0]!),
    partyMin: party.minValue ?? 1,
    partyMax: party.maxValue ?? 12,
    daysAhead: MAX_DAYS_AHEAD,
    stayGuestsMax: BOOKING_GUESTS_MAX,
    plans: Object.fromEntries(Object.entries(PLANS).map(([k, v]) => [k, v.priceCents / 100])) as ProductFacts['plans'],
    affiliateUrl: config.AFFILIATE_URL,
    affiliatePercent: AFFILIATE_COMMISSION_PERCENT,
    contactEmail: config.CONTACT_EMAIL,
    supportEmail: config.SUPPORT_EMAIL,
  };
}

/** Euros as written in `locale`, by core's money formatter: 20 EUR, 2.99 EUR / 2,99 EUR. */
export const eur = (locale: 'en' | 'sl', n: number) => `${formatAmount(locale, toCents(n))} EUR`;

/** A day with its weekday, by core's formatter (Slovenian months in the genitive: "sobota, 5. decembra"). */
export const fmtDate = (l: 'en' | 'sl', date: string) => formatDate(l, date, { weekday: 'long', day: 'numeric', month: 'long' });
