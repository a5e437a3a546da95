import { among, ROOMS, TABLES } from '../hold/lifecycle';
import type { Locale } from '../i18n';
import type { TripView } from '../trip/schema';
import { timeIn } from '../i18n/format';
import { render, type Rendered } from './templates';
import { EMAIL_TEXTS } from './texts';

// The trip's emails, one per trip event (ADR 112), in the look of templates.ts; its words live in texts/{en,sl}.ts.

export interface TripEmailFacts {
  guestName: string;
  city: string;
  property: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  stayDepositEur: number;
  dinners: { venue: string; date: string; time: string; partySize: number; depositEur: number }[];
  /** When the first unpaid hold of the trip runs out, on the property's clock ('HH:MM'); null when nothing is left to pay. */
  payBy: string | null;
}

/** The trip as its emails name it: the stay, the dinners still standing, and the first deadline of what is unpaid. */
function facts(view: TripView, dinners: TripView['dinners']): TripEmailFacts {
  const unpaid = [view.stay, ...view.dinners].filter((b) => view.toPay.some((p) => p.id === b.id) && b.expiresAt !== null);
  const first = unpaid.map((b) => Date.parse(b.expiresAt!)).sort((a, b) => a - b)[0];
  return {
    guestName: view.guestName,
    city: view.stay.property.city,
    property: view.stay.property.name,
    roomType: view.stay.roomType,
    checkIn: view.stay.checkIn,
    checkOut: view.stay.checkOut,
    nights: view.stay.nights,
    guests: view.stay.guests,
    stayDepositEur: view.stay.depositEur,
    dinners: dinners.map((d) => ({ venue: d.restaurant.name, date: d.date, time: d.time, partySize: d.partySize, depositEur: d.depositEur })),
    // As the checkout and the deposit pages write the hold's end (i18n/format.ts `timeIn`).
    payBy: first === undefined ? null : timeIn(view.locale, new Date(first).toISOString(), view.stay.property.timezone),
  };
}

/** The trip's one email when it is booked or gains dinners: every item, its deposit, and the hour by which to pay. */
export function tripConfirmedEmail(locale: Locale, view: TripView, url: string): Rendered {
  const m = EMAIL_TEXTS[locale].tripConfirmed(
    facts(
      view,
      view.dinners.filter((d) => among(TABLES.standing, d.status)),
    ),
  );
  return render(m.subject, m.lines, { url, label: m.label });
}

/** The trip's one email once its deposits are settled: what is paid, and what was released unpaid. */
export function tripPaidEmail(locale: Locale, view: TripView, url: string): Rendered {
  const paid = view.dinners.filter((d) => among(TABLES.guest.paid, d.status));
  const f = facts(view, paid);
  const m = EMAIL_TEXTS[locale].tripPaid({ ...f, stayPaid: among(ROOMS.guest.paid, view.stay.status) });
  return render(m.subject, m.lines, { url, label: m.label });
}

/** The trip's one email when its guest cancels it: the stay and the dinners cancelled with it, and any kept. */
export function tripCancelledEmail(locale: Locale, view: TripView, cancelled: readonly string[], url: string): Rendered {
  const gone = view.dinners.filter((d) => cancelled.includes(d.id));
  const kept = view.dinners.filter((d) => among(TABLES.standing, d.status));
  const m = EMAIL_TEXTS[locale].tripCancelled({ ...facts(view, gone), kept: facts(view, kept).dinners });
  return render(m.subject, m.lines, { url, label: m.label });
}
