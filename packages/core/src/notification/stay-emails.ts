import type { Locale } from '../i18n';
import { render, type Rendered } from './templates';
import { EMAIL_TEXTS } from './texts';

// Stay booking emails, in the look of templates.ts; their words live in texts/{en,sl}.ts.

export interface StayDetails {
  guestName: string;
  property: string;
  roomType: string;
  /** 'YYYY-MM-DD' property-local dates; the stay is [checkIn, checkOut). */
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
}

export function stayBookingReceivedEmail(
  locale: Locale,
  d: StayDetails & { depositEur: number; totalEur: number; holdMinutes: number; url: string },
): Rendered {
  const m = EMAIL_TEXTS[locale].stayBookingReceived(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}

export function stayBookingCancelledEmail(locale: Locale, d: StayDetails & { url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].stayBookingCancelled(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}

/** A stay asked for again with the guest's email (ADR 024): its link, to that email only. */
export function stayAskedAgainEmail(locale: Locale, d: StayDetails & { url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].stayAskedAgain(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}
