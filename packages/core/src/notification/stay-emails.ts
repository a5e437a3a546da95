import type { Locale } from '../i18n';
import { render, type Rendered } from './templates';
import { EMAIL_TEXTS } from './texts';
import type { ChannelConflictFacts } from './texts/types';

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

/**
 * To the property's owner (ADR 125): a channel's calendar sells nights a stay here holds. Owners
 * keep no language with their account, so the email says it in Slovenian, then in English.
 */
export function channelConflictEmail(d: ChannelConflictFacts & { url: string }): Rendered {
  const sl = EMAIL_TEXTS.sl.channelConflict(d);
  const en = EMAIL_TEXTS.en.channelConflict(d);
  return render(`${sl.subject} / ${en.subject}`, [...sl.lines, '—', ...en.lines], { url: d.url, label: `${sl.label} / ${en.label}` });
}

/** A stay asked for again with the guest's email (ADR 024): its link, to that email only. */
export function stayAskedAgainEmail(locale: Locale, d: StayDetails & { url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].stayAskedAgain(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}
