import type { Locale } from '../i18n';
import { formatDate, formatEur, nightsText, people } from './format';
import type { StayDetails } from './stay-emails';
import { render, type Rendered } from './templates';

// Deposit emails, in the look of templates.ts: plain lines, one button, every value escaped.

export { formatDate, formatEur } from './format';

export interface DepositEmailFacts {
  venue: string;
  date: string;
  time: string;
  partySize: number;
  amountEur: number;
}

export function depositConfirmedEmail(locale: Locale, f: DepositEmailFacts, url: string): Rendered {
  const time = f.time.slice(0, 5);
  return locale === 'sl'
    ? render(`Rezervacija potrjena: ${f.venue}`, [
        `Hvala! Prejeli smo vaš polog, vaša miza v ${f.venue} je potrjena.`,
        `Datum: ${formatDate(locale, f.date)}`,
        `Ura: ${time}`,
        `Število oseb: ${people(locale, f.partySize)}`,
        `Plačan polog: ${formatEur(locale, f.amountEur)}`,
      ], { url, label: 'Ogled rezervacije' })
    : render(`Reservation confirmed: ${f.venue}`, [
        `Thank you! We received your deposit and your table at ${f.venue} is confirmed.`,
        `Date: ${formatDate(locale, f.date)}`,
        `Time: ${time}`,
        `Party: ${people(locale, f.partySize)}`,
        `Deposit paid: ${formatEur(locale, f.amountEur)}`,
      ], { url, label: 'View reservation' });
}

/** Why a deposit was sent back: the hold had been released, or the reservation was already paid. */
export type RefundReason = 'released' | 'duplicate' | 'mismatch';

/**
 * The refund email around its reason line: a second payment links back to the booking (`view`),
 * any other refund to booking again (`bookUrl`).
 */
function refundedEmail(locale: Locale, reason: RefundReason, name: string, why: string, view: { url: string; label: string }, bookUrl: string): Rendered {
  return locale === 'sl'
    ? render(`Polog za ${name} je vrnjen`, [why, 'Celoten znesek je vrnjen na vašo kartico; običajno je viden v 5–10 delovnih dneh.'],
      reason === 'duplicate' ? view : { url: bookUrl, label: 'Rezervirajte znova' })
    : render(`Your deposit for ${name} has been refunded`, [why, 'The full amount goes back to your card; it usually shows within 5–10 business days.'],
      reason === 'duplicate' ? view : { url: bookUrl, label: 'Book again' });
}

export function depositRefundedEmail(locale: Locale, reason: RefundReason, f: DepositEmailFacts, link: { bookUrl: string; reservationUrl: string }): Rendered {
  const amount = formatEur(locale, f.amountEur);
  const when = `${formatDate(locale, f.date)} ${f.time.slice(0, 5)}`;
  if (locale === 'sl') {
    const why = {
      released: `Vaš polog ${amount} za ${f.venue} (${when}) je prispel, ko je bila začasna rezervacija mize že sproščena, zato rezervacija ni potrjena.`,
      duplicate: `Rezervacija v ${f.venue} (${when}) je bila že plačana, zato smo drugo plačilo ${amount} vrnili.`,
      mismatch: `Plačilo ${amount} za ${f.venue} (${when}) se ne ujema s pologom te rezervacije, zato smo ga vrnili.`,
    }[reason];
    return refundedEmail(locale, reason, f.venue, why, { url: link.reservationUrl, label: 'Ogled rezervacije' }, link.bookUrl);
  }
  const why = {
    released: `Your deposit of ${amount} for ${f.venue} (${when}) arrived after the table hold had been released, so the reservation is not confirmed.`,
    duplicate: `Your reservation at ${f.venue} (${when}) was already paid, so we refunded the second payment of ${amount}.`,
    mismatch: `A payment of ${amount} for ${f.venue} (${when}) did not match this reservation's deposit, so we refunded it.`,
  }[reason];
  return refundedEmail(locale, reason, f.venue, why, { url: link.reservationUrl, label: 'View reservation' }, link.bookUrl);
}

// ---- Stay deposits (ADR 018).

/** The stay as the booking emails describe it (without the guest's name), and the amount paid. */
export type StayEmailFacts = Omit<StayDetails, 'guestName'> & { amountEur: number };

export function stayConfirmedEmail(locale: Locale, f: StayEmailFacts, url: string): Rendered {
  return locale === 'sl'
    ? render(`Bivanje potrjeno: ${f.property}`, [
        `Hvala! Prejeli smo vaš polog, vaše bivanje v ${f.property} je potrjeno.`,
        `Soba: ${f.roomType}`,
        `Prihod: ${formatDate(locale, f.checkIn)}`,
        `Odhod: ${formatDate(locale, f.checkOut)}`,
        `Število noči: ${nightsText(locale, f.nights)}`,
        `Število oseb: ${people(locale, f.guests)}`,
        `Plačan polog: ${formatEur(locale, f.amountEur)}`,
      ], { url, label: 'Ogled rezervacije' })
    : render(`Stay confirmed: ${f.property}`, [
        `Thank you! We received your deposit and your stay at ${f.property} is confirmed.`,
        `Room: ${f.roomType}`,
        `Check-in: ${formatDate(locale, f.checkIn)}`,
        `Check-out: ${formatDate(locale, f.checkOut)}`,
        `Nights: ${nightsText(locale, f.nights)}`,
        `Guests: ${people(locale, f.guests)}`,
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
    return refundedEmail(locale, reason, f.property, why, { url: link.bookingUrl, label: 'Ogled rezervacije' }, link.bookUrl);
  }
  const why = {
    released: `Your deposit of ${amount} for ${f.property} (${when}) arrived after the room hold had been released and the room is no longer available, so the booking is not confirmed.`,
    duplicate: `Your stay at ${f.property} (${when}) was already paid, so we refunded the second payment of ${amount}.`,
    mismatch: `A payment of ${amount} for ${f.property} (${when}) did not match this booking's deposit, so we refunded it.`,
  }[reason];
  return refundedEmail(locale, reason, f.property, why, { url: link.bookingUrl, label: 'View booking' }, link.bookUrl);
}
