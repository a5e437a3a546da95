import { among, TABLES } from '../hold/lifecycle';
import type { Locale } from '../i18n';
import type { TripView } from '../trip/schema';
import { render, type Rendered } from './templates';
import { EMAIL_TEXTS } from './texts';

// The trip's one email (ADR 112), in the look of templates.ts; its words live in texts/{en,sl}.ts.

export interface TripEmailFacts {
  guestName: string;
  city: string;
  property: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  dinners: { venue: string; date: string; time: string; partySize: number; depositEur: number }[];
}

export function tripConfirmedEmail(locale: Locale, view: TripView, url: string): Rendered {
  const live = view.dinners.filter((d) => among(TABLES.standing, d.status));
  const m = EMAIL_TEXTS[locale].tripConfirmed({
    guestName: view.guestName,
    city: view.stay.property.city,
    property: view.stay.property.name,
    checkIn: view.stay.checkIn,
    checkOut: view.stay.checkOut,
    nights: view.stay.nights,
    guests: view.stay.guests,
    dinners: live.map((d) => ({ venue: d.restaurant.name, date: d.date, time: d.time, partySize: d.partySize, depositEur: d.depositEur })),
  });
  return render(m.subject, m.lines, { url, label: m.label });
}
