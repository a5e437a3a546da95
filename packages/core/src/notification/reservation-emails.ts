import type { Locale } from '../i18n';
import { render, type Rendered } from './templates';
import { EMAIL_TEXTS } from './texts';

// Booking and waitlist emails, in the look of templates.ts; their words live in texts/{en,sl}.ts.

export interface SlotDetails {
  guestName: string;
  venue: string;
  /** 'YYYY-MM-DD', the venue's wall date */
  date: string;
  /** 'HH:MM', the venue's wall time */
  time: string;
  partySize: number;
}

export function reservationReceivedEmail(locale: Locale, d: SlotDetails & { depositEur: number; holdMinutes: number; url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].reservationReceived(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}

export function waitlistJoinedEmail(locale: Locale, d: SlotDetails & { url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].waitlistJoined(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}

export function waitlistOfferEmail(locale: Locale, d: SlotDetails & { offerMinutes: number; url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].waitlistOffer(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}

export function reservationCancelledEmail(locale: Locale, d: SlotDetails & { url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].reservationCancelled(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}

/** A booking asked for again with the guest's email (ADR 024): its link, to that email only. */
export function reservationAskedAgainEmail(locale: Locale, d: SlotDetails & { url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].reservationAskedAgain(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}

export function waitlistAskedAgainEmail(locale: Locale, d: SlotDetails & { url: string }): Rendered {
  const m = EMAIL_TEXTS[locale].waitlistAskedAgain(d);
  return render(m.subject, m.lines, { url: d.url, label: m.label });
}
