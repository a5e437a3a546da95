import type { Locale } from '../i18n';
import { euros, people, shortDate } from './format';
import { render, type Rendered } from './templates';

// Booking and waitlist emails, in the look of templates.ts.

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
  const when = `${shortDate(locale, d.date)} ${d.time}`;
  return locale === 'sl'
    ? render(`Rezervacija prejeta – plačajte varščino (${d.venue})`, [
        `Pozdravljeni, ${d.guestName}.`,
        `Za vas držimo mizo v ${d.venue}: ${when}, ${people(locale, d.partySize)}.`,
        `Za potrditev plačajte varščino ${euros(d.depositEur)} EUR v ${d.holdMinutes} minutah; nato mizo sprostimo za druge goste.`,
        'Varščino plačate neposredno restavraciji.',
      ], { url: d.url, label: 'Plačaj varščino' })
    : render(`Reservation received – pay your deposit (${d.venue})`, [
        `Hello ${d.guestName},`,
        `We are holding a table for you at ${d.venue}: ${when}, ${people(locale, d.partySize)}.`,
        `Pay the deposit of ${euros(d.depositEur)} EUR within ${d.holdMinutes} minutes to confirm; after that the table is released to other guests.`,
        'The deposit is paid directly to the restaurant.',
      ], { url: d.url, label: 'Pay deposit' });
}

export function waitlistJoinedEmail(locale: Locale, d: SlotDetails & { url: string }): Rendered {
  const when = `${shortDate(locale, d.date)} ${d.time}`;
  return locale === 'sl'
    ? render(`Na čakalni listi ste (${d.venue})`, [
        `Pozdravljeni, ${d.guestName}.`,
        `${d.venue} je ob ${when} polno zaseden, zato smo vas (${people(locale, d.partySize)}) uvrstili na čakalno listo.`,
        'Ko se miza sprosti, vam jo po vrstnem redu prijave ponudimo po e-pošti. Svoje mesto v vrsti vidite na spodnji povezavi.',
      ], { url: d.url, label: 'Moje mesto na čakalni listi' })
    : render(`You're on the waitlist (${d.venue})`, [
        `Hello ${d.guestName},`,
        `${d.venue} is fully booked at ${when}, so we have put you (${people(locale, d.partySize)}) on the waitlist.`,
        'When a table frees up we offer it by email, first come first served. The link below shows your place in line.',
      ], { url: d.url, label: 'My place on the waitlist' });
}

export function waitlistOfferEmail(locale: Locale, d: SlotDetails & { offerMinutes: number; url: string }): Rendered {
  const when = `${shortDate(locale, d.date)} ${d.time}`;
  return locale === 'sl'
    ? render(`Miza se je sprostila: ${d.venue}, ${when}`, [
        `Pozdravljeni, ${d.guestName}.`,
        `V ${d.venue} se je sprostila miza ob ${when} za ${people(locale, d.partySize)}. Do nje ste prvi na vrsti.`,
        `Mizo za vas držimo ${d.offerMinutes} minut. Če je v tem času ne potrdite, jo ponudimo naslednjemu gostu.`,
      ], { url: d.url, label: 'Rezerviraj mizo' })
    : render(`A table is free: ${d.venue}, ${when}`, [
        `Hello ${d.guestName},`,
        `A table has come free at ${d.venue} at ${when} for ${people(locale, d.partySize)}, and you are first in line.`,
        `We are keeping it for you for ${d.offerMinutes} minutes. If you don't claim it by then, it goes to the next guest.`,
      ], { url: d.url, label: 'Claim the table' });
}

export function reservationCancelledEmail(locale: Locale, d: SlotDetails & { url: string }): Rendered {
  const when = `${shortDate(locale, d.date)} ${d.time}`;
  return locale === 'sl'
    ? render(`Rezervacija preklicana (${d.venue})`, [
        `Pozdravljeni, ${d.guestName}.`,
        `Vaša rezervacija v ${d.venue} (${when}, ${people(locale, d.partySize)}) je preklicana.`,
        'Upamo, da se kmalu vidimo.',
      ], { url: d.url, label: 'Nova rezervacija' })
    : render(`Reservation cancelled (${d.venue})`, [
        `Hello ${d.guestName},`,
        `Your reservation at ${d.venue} (${when}, ${people(locale, d.partySize)}) is cancelled.`,
        'We hope to see you another time.',
      ], { url: d.url, label: 'Book again' });
}
