import type { Locale } from '../i18n';
import { render, type Rendered } from './templates';

// Deposit emails, in the look of templates.ts: plain lines, one button, every value escaped.

/** "€20.00" in English, "20,00 €" in Slovenian. */
export function formatEur(locale: Locale, amountEur: number): string {
  return locale === 'sl' ? `${amountEur.toFixed(2).replace('.', ',')} €` : `€${amountEur.toFixed(2)}`;
}

/** A venue-local calendar date ('YYYY-MM-DD') written out; the zone is irrelevant to a wall date. */
export function formatDate(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(locale === 'sl' ? 'sl-SI' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export interface DepositEmailFacts {
  venue: string;
  date: string;
  time: string;
  partySize: number;
  amountEur: number;
}

const guests = (locale: Locale, n: number) =>
  locale === 'sl' ? `${n} ${n === 1 ? 'oseba' : n === 2 ? 'osebi' : n <= 4 ? 'osebe' : 'oseb'}` : `${n} ${n === 1 ? 'guest' : 'guests'}`;

export function depositConfirmedEmail(locale: Locale, f: DepositEmailFacts, url: string): Rendered {
  const time = f.time.slice(0, 5);
  return locale === 'sl'
    ? render(`Rezervacija potrjena: ${f.venue}`, [
        `Hvala! Prejeli smo vaš polog, vaša miza v ${f.venue} je potrjena.`,
        `Datum: ${formatDate(locale, f.date)}`,
        `Ura: ${time}`,
        `Število oseb: ${guests(locale, f.partySize)}`,
        `Plačan polog: ${formatEur(locale, f.amountEur)}`,
      ], { url, label: 'Ogled rezervacije' })
    : render(`Reservation confirmed: ${f.venue}`, [
        `Thank you! We received your deposit and your table at ${f.venue} is confirmed.`,
        `Date: ${formatDate(locale, f.date)}`,
        `Time: ${time}`,
        `Party: ${guests(locale, f.partySize)}`,
        `Deposit paid: ${formatEur(locale, f.amountEur)}`,
      ], { url, label: 'View reservation' });
}

/** Why a deposit was sent back: the hold had been released, or the reservation was already paid. */
export type RefundReason = 'released' | 'duplicate' | 'mismatch';

export function depositRefundedEmail(locale: Locale, reason: RefundReason, f: DepositEmailFacts, link: { bookUrl: string; reservationUrl: string }): Rendered {
  const amount = formatEur(locale, f.amountEur);
  const when = `${formatDate(locale, f.date)} ${f.time.slice(0, 5)}`;
  if (locale === 'sl') {
    const why = {
      released: `Vaš polog ${amount} za ${f.venue} (${when}) je prispel, ko je bila začasna rezervacija mize že sproščena, zato rezervacija ni potrjena.`,
      duplicate: `Rezervacija v ${f.venue} (${when}) je bila že plačana, zato smo drugo plačilo ${amount} vrnili.`,
      mismatch: `Plačilo ${amount} za ${f.venue} (${when}) se ne ujema s pologom te rezervacije, zato smo ga vrnili.`,
    }[reason];
    return render(`Polog za ${f.venue} je vrnjen`, [why, 'Celoten znesek je vrnjen na vašo kartico; običajno je viden v 5–10 delovnih dneh.'],
      reason === 'duplicate' ? { url: link.reservationUrl, label: 'Ogled rezervacije' } : { url: link.bookUrl, label: 'Rezervirajte znova' });
  }
  const why = {
    released: `Your deposit of ${amount} for ${f.venue} (${when}) arrived after the table hold had been released, so the reservation is not confirmed.`,
    duplicate: `Your reservation at ${f.venue} (${when}) was already paid, so we refunded the second payment of ${amount}.`,
    mismatch: `A payment of ${amount} for ${f.venue} (${when}) did not match this reservation's deposit, so we refunded it.`,
  }[reason];
  return render(`Your deposit for ${f.venue} has been refunded`, [why, 'The full amount goes back to your card; it usually shows within 5–10 business days.'],
    reason === 'duplicate' ? { url: link.reservationUrl, label: 'View reservation' } : { url: link.bookUrl, label: 'Book again' });
}

// ---- Stay deposits (ADR 018).

export interface StayEmailFacts {
  property: string;
  roomType: string;
  /** 'YYYY-MM-DD' property-local dates, the stay being [checkIn, checkOut). */
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  amountEur: number;
}

const nights = (locale: Locale, n: number) => (locale === 'sl' ? `${n} ${n === 1 ? 'noč' : 'noči'}` : `${n} ${n === 1 ? 'night' : 'nights'}`);

export function stayConfirmedEmail(locale: Locale, f: StayEmailFacts, url: string): Rendered {
  return locale === 'sl'
    ? render(`Bivanje potrjeno: ${f.property}`, [
        `Hvala! Prejeli smo vaš polog, vaše bivanje v ${f.property} je potrjeno.`,
        `Soba: ${f.roomType}`,
        `Prihod: ${formatDate(locale, f.checkIn)}`,
        `Odhod: ${formatDate(locale, f.checkOut)}`,
        `Število noči: ${nights(locale, f.nights)}`,
        `Število oseb: ${guests(locale, f.guests)}`,
        `Plačan polog: ${formatEur(locale, f.amountEur)}`,
      ], { url, label: 'Ogled rezervacije' })
    : render(`Stay confirmed: ${f.property}`, [
        `Thank you! We received your deposit and your stay at ${f.property} is confirmed.`,
        `Room: ${f.roomType}`,
        `Check-in: ${formatDate(locale, f.checkIn)}`,
        `Check-out: ${formatDate(locale, f.checkOut)}`,
        `Nights: ${nights(locale, f.nights)}`,
        `Guests: ${guests(locale, f.guests)}`,
        `Deposit paid: ${formatEur(locale, f.amountEur)}`,
      ], { url, label: 'View booking' });
}

export function stayDepositRefundedEmail(locale: Locale, reason: RefundReason, f: StayEmailFacts, link: { bookUrl: string; bookingUrl: string }): Rendered {
  const amount = formatEur(locale, f.amountEur);
  const when = `${formatDate(locale, f.checkIn)} – ${formatDate(locale, f.checkOut)}`;
  if (locale === 'sl') {
    const why = {
      released: `Vaš polog ${amount} za ${f.property} (${when}) je prispel, ko je bila začasna rezervacija sobe že sproščena in soba ni več prosta, zato rezervacija ni potrjena.`,
      duplicate: `Bivanje v ${f.property} (${when}) je bilo že plačano, zato smo drugo plačilo ${amount} vrnili.`,
      mismatch: `Plačilo ${amount} za ${f.property} (${when}) se ne ujema s pologom te rezervacije, zato smo ga vrnili.`,
    }[reason];
    return render(`Polog za ${f.property} je vrnjen`, [why, 'Celoten znesek je vrnjen na vašo kartico; običajno je viden v 5–10 delovnih dneh.'],
      reason === 'duplicate' ? { url: link.bookingUrl, label: 'Ogled rezervacije' } : { url: link.bookUrl, label: 'Rezervirajte znova' });
  }
  const why = {
    released: `Your deposit of ${amount} for ${f.property} (${when}) arrived after the room hold had been released and the room is no longer available, so the booking is not confirmed.`,
    duplicate: `Your stay at ${f.property} (${when}) was already paid, so we refunded the second payment of ${amount}.`,
    mismatch: `A payment of ${amount} for ${f.property} (${when}) did not match this booking's deposit, so we refunded it.`,
  }[reason];
  return render(`Your deposit for ${f.property} has been refunded`, [why, 'The full amount goes back to your card; it usually shows within 5–10 business days.'],
    reason === 'duplicate' ? { url: link.bookingUrl, label: 'View booking' } : { url: link.bookUrl, label: 'Book again' });
}
