import type { Locale } from '../i18n';
import { euros, nightsText, people, shortDate } from './format';
import { render, type Rendered } from './templates';

// Stay booking emails, in the look of templates.ts.

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

const span = (locale: Locale, d: StayDetails) => `${shortDate(locale, d.checkIn)} – ${shortDate(locale, d.checkOut)}`;

export function stayBookingReceivedEmail(locale: Locale, d: StayDetails & { depositEur: number; totalEur: number; holdMinutes: number; url: string }): Rendered {
  return locale === 'sl'
    ? render(`Rezervacija prejeta – plačajte varščino (${d.property})`, [
        `Pozdravljeni, ${d.guestName}.`,
        `Za vas držimo sobo v ${d.property}: ${d.roomType}, ${span(locale, d)} (${nightsText(locale, d.nights)}), ${people(locale, d.guests)}.`,
        `Cena bivanja: ${euros(d.totalEur)} EUR.`,
        `Za potrditev plačajte varščino ${euros(d.depositEur)} EUR v ${d.holdMinutes} minutah; nato sobo sprostimo za druge goste.`,
        'Varščino plačate neposredno nastanitvi.',
      ], { url: d.url, label: 'Plačaj varščino' })
    : render(`Booking received – pay your deposit (${d.property})`, [
        `Hello ${d.guestName},`,
        `We are holding a room for you at ${d.property}: ${d.roomType}, ${span(locale, d)} (${nightsText(locale, d.nights)}), ${people(locale, d.guests)}.`,
        `Price of the stay: ${euros(d.totalEur)} EUR.`,
        `Pay the deposit of ${euros(d.depositEur)} EUR within ${d.holdMinutes} minutes to confirm; after that the room is released to other guests.`,
        'The deposit is paid directly to the property.',
      ], { url: d.url, label: 'Pay deposit' });
}

export function stayBookingCancelledEmail(locale: Locale, d: StayDetails & { url: string }): Rendered {
  return locale === 'sl'
    ? render(`Rezervacija preklicana (${d.property})`, [
        `Pozdravljeni, ${d.guestName}.`,
        `Vaša rezervacija v ${d.property} (${d.roomType}, ${span(locale, d)}, ${people(locale, d.guests)}) je preklicana.`,
        'Upamo, da se kmalu vidimo.',
      ], { url: d.url, label: 'Nova rezervacija' })
    : render(`Booking cancelled (${d.property})`, [
        `Hello ${d.guestName},`,
        `Your booking at ${d.property} (${d.roomType}, ${span(locale, d)}, ${people(locale, d.guests)}) is cancelled.`,
        'We hope to welcome you another time.',
      ], { url: d.url, label: 'Book again' });
}
