import type { Locale } from '../i18n';
import type { StayDetails } from './stay-emails';
import { render, type Rendered } from './templates';
import { EMAIL_TEXTS } from './texts';

// Deposit emails, in the look of templates.ts: plain lines, one button, every value escaped. Their
// words live in texts/{en,sl}.ts.

export interface DepositEmailFacts {
  venue: string;
  date: string;
  time: string;
  partySize: number;
  amountEur: number;
}

export function depositConfirmedEmail(locale: Locale, f: DepositEmailFacts, url: string): Rendered {
  const m = EMAIL_TEXTS[locale].depositConfirmed(f);
  return render(m.subject, m.lines, { url, label: m.label });
}

/** Why a deposit was sent back: the hold had been released, or the reservation was already paid. */
export type RefundReason = 'released' | 'duplicate' | 'mismatch';

/**
 * The refund email around its reason line: a second payment links back to the booking (`view`),
 * any other refund to booking again (`bookUrl`).
 */
function refundedEmail(locale: Locale, reason: RefundReason, name: string, why: string, viewUrl: string, viewLabel: string, bookUrl: string): Rendered {
  const r = EMAIL_TEXTS[locale].refund;
  return render(r.subject(name), [why, r.card], reason === 'duplicate' ? { url: viewUrl, label: viewLabel } : { url: bookUrl, label: r.bookAgain });
}

export function depositRefundedEmail(locale: Locale, reason: RefundReason, f: DepositEmailFacts, link: { bookUrl: string; reservationUrl: string }): Rendered {
  const t = EMAIL_TEXTS[locale];
  return refundedEmail(locale, reason, f.venue, t.depositRefundReason(reason, f), link.reservationUrl, t.refund.viewReservation, link.bookUrl);
}

// ---- Stay deposits (ADR 018).

/** The stay as the booking emails describe it (without the guest's name), and the amount paid. */
export type StayEmailFacts = Omit<StayDetails, 'guestName'> & { amountEur: number };

export function stayConfirmedEmail(locale: Locale, f: StayEmailFacts, url: string): Rendered {
  const m = EMAIL_TEXTS[locale].stayConfirmed(f);
  return render(m.subject, m.lines, { url, label: m.label });
}

export function stayDepositRefundedEmail(locale: Locale, reason: RefundReason, f: StayEmailFacts, link: { bookUrl: string; bookingUrl: string }): Rendered {
  const t = EMAIL_TEXTS[locale];
  return refundedEmail(locale, reason, f.property, t.stayRefundReason(reason, f), link.bookingUrl, t.refund.viewBooking, link.bookUrl);
}
