import type { Locale } from '../i18n';
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

/** 'YYYY-MM-DD' → '15. 6. 2026' (sl) or '15 Jun 2026' (en), without any zone conversion. */
function formatDate(locale: Locale, date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (locale === 'sl') return `${d}. ${m}. ${y}`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(m ?? 1) - 1];
  return `${d} ${month} ${y}`;
}

const people = (locale: Locale, n: number) =>
  locale === 'sl' ? `${n} ${n === 1 ? 'oseba' : n === 2 ? 'osebi' : n <= 4 ? 'osebe' : 'oseb'}` : `${n} ${n === 1 ? 'guest' : 'guests'}`;

const nightsText = (locale: Locale, n: number) =>
  locale === 'sl' ? `${n} ${n === 1 ? 'noč' : 'noči'}` : `${n} ${n === 1 ? 'night' : 'nights'}`;

const euros = (n: number) => n.toFixed(2).replace(/\.00$/, '');

const span = (locale: Locale, d: StayDetails) => `${formatDate(locale, d.checkIn)} – ${formatDate(locale, d.checkOut)}`;

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
