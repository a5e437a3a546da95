import { euros, formatDate, formatEur, nightsText, people, shortDate } from '../format';
import type { EmailTexts } from './types';

const when = (d: { date: string; time: string }) => `${shortDate('en', d.date)} ${d.time}`;
const span = (d: { checkIn: string; checkOut: string }) => `${shortDate('en', d.checkIn)} – ${shortDate('en', d.checkOut)}`;
const longWhen = (f: { date: string; time: string }) => `${formatDate('en', f.date)} ${f.time.slice(0, 5)}`;
const stayWhen = (f: { checkIn: string; checkOut: string }) => `${formatDate('en', f.checkIn)} – ${formatDate('en', f.checkOut)}`;

export const en: EmailTexts = {
  magicLink: () => ({
    subject: 'Your sign-in link',
    lines: ['Click the link below to sign in. It works once and expires in 15 minutes.', "If you didn't ask to sign in, you can ignore this email."],
    label: 'Sign in',
  }),
  passwordReset: () => ({
    subject: 'Reset your password',
    lines: ['We received a request to reset your password. The link expires in 60 minutes.', "If you didn't ask for this, you can ignore this email."],
    label: 'Set a new password',
  }),
  accountExists: () => ({
    subject: 'You already have an account',
    lines: ['Someone tried to create an account with this email address, which already has one.', 'If it was you, sign in or reset your password.'],
    label: 'Sign in',
  }),
  reviewPrompt: (venue) => ({
    subject: `How was ${venue}?`,
    lines: [`Thank you for visiting ${venue}.`, 'Your review helps other guests and the host. It takes a minute.'],
    label: 'Leave a review',
  }),
  reservationReceived: (d) => ({
    subject: `Reservation received – pay your deposit (${d.venue})`,
    lines: [
      `Hello ${d.guestName},`,
      `We are holding a table for you at ${d.venue}: ${when(d)}, ${people('en', d.partySize)}.`,
      `Pay the deposit of ${euros('en', d.depositEur)} EUR within ${d.holdMinutes} minutes to confirm; after that the table is released to other guests.`,
      'The deposit is paid directly to the restaurant.',
    ],
    label: 'Pay deposit',
  }),
  waitlistJoined: (d) => ({
    subject: `You're on the waitlist (${d.venue})`,
    lines: [
      `Hello ${d.guestName},`,
      `${d.venue} is fully booked at ${when(d)}, so we have put you (${people('en', d.partySize)}) on the waitlist.`,
      'When a table frees up we offer it by email, first come first served. The link below shows your place in line.',
    ],
    label: 'My place on the waitlist',
  }),
  waitlistOffer: (d) => ({
    subject: `A table is free: ${d.venue}, ${when(d)}`,
    lines: [
      `Hello ${d.guestName},`,
      `A table has come free at ${d.venue} at ${when(d)} for ${people('en', d.partySize)}, and you are first in line.`,
      `We are keeping it for you for ${d.offerMinutes} minutes. If you don't claim it by then, it goes to the next guest.`,
    ],
    label: 'Claim the table',
  }),
  reservationCancelled: (d) => ({
    subject: `Reservation cancelled (${d.venue})`,
    lines: [
      `Hello ${d.guestName},`,
      `Your reservation at ${d.venue} (${when(d)}, ${people('en', d.partySize)}) is cancelled.`,
      'We hope to see you another time.',
    ],
    label: 'Book again',
  }),
  stayBookingReceived: (d) => ({
    subject: `Booking received – pay your deposit (${d.property})`,
    lines: [
      `Hello ${d.guestName},`,
      `We are holding a room for you at ${d.property}: ${d.roomType}, ${span(d)} (${nightsText('en', d.nights)}), ${people('en', d.guests)}.`,
      `Price of the stay: ${euros('en', d.totalEur)} EUR.`,
      `Pay the deposit of ${euros('en', d.depositEur)} EUR within ${d.holdMinutes} minutes to confirm; after that the room is released to other guests.`,
      'The deposit is paid directly to the property.',
    ],
    label: 'Pay deposit',
  }),
  tripConfirmed: (f) => ({
    subject: `Your trip to ${f.city}`,
    lines: [
      `Hello ${f.guestName},`,
      `Your stay at ${f.property} (${f.roomType}): ${span(f)} (${nightsText('en', f.nights)}), ${people('en', f.guests)}, deposit ${euros('en', f.stayDepositEur)} EUR.`,
      ...f.dinners.map((d) => `Dinner at ${d.venue}: ${when(d)}, ${people('en', d.partySize)}, deposit ${euros('en', d.depositEur)} EUR.`),
      ...(f.payBy ? [`Held until ${f.payBy}: pay the deposits on your trip's page before then.`] : []),
      'Each deposit is paid directly to its venue. Tables not paid within their hold are released on their own; the rest of the trip stays.',
    ],
    label: 'View your trip',
  }),
  tripPaid: (f) => ({
    subject: `Your trip to ${f.city} is confirmed`,
    lines: [
      `Hello ${f.guestName},`,
      f.stayPaid
        ? `Paid and confirmed: your stay at ${f.property} (${f.roomType}), ${span(f)} (${nightsText('en', f.nights)}), deposit ${euros('en', f.stayDepositEur)} EUR.`
        : `Your stay at ${f.property} was not paid in time and is released.`,
      ...f.dinners.map((d) => `Paid and confirmed: dinner at ${d.venue}, ${when(d)}, ${people('en', d.partySize)}, deposit ${euros('en', d.depositEur)} EUR.`),
      "Each deposit went directly to its venue. The calendar file on your trip's page has every date.",
    ],
    label: 'View your trip',
  }),
  tripCancelled: (f) => ({
    subject: `Your trip to ${f.city} is cancelled`,
    lines: [
      `Hello ${f.guestName},`,
      `Cancelled: your stay at ${f.property} (${f.roomType}), ${span(f)}.`,
      ...f.dinners.map((d) => `Cancelled: dinner at ${d.venue}, ${when(d)}.`),
      ...f.kept.map((d) => `Still booked: dinner at ${d.venue}, ${when(d)}.`),
      'We hope to welcome you another time.',
    ],
    label: 'View your trip',
  }),
  stayBookingCancelled: (d) => ({
    subject: `Booking cancelled (${d.property})`,
    lines: [
      `Hello ${d.guestName},`,
      `Your booking at ${d.property} (${d.roomType}, ${span(d)}, ${people('en', d.guests)}) is cancelled.`,
      'We hope to welcome you another time.',
    ],
    label: 'Book again',
  }),
  channelConflict: (d) => ({
    subject: `Double booking: room ${d.room} at ${d.property}`,
    lines: [
      `The calendar you import from ${d.channel} sells room ${d.room} for ${stayWhen({ checkIn: d.channelStart, checkOut: d.channelEnd })}${d.summary ? ` ("${d.summary}")` : ''}.`,
      `A stay booked here holds the same room on some of those nights: ${d.guestName}, ${stayWhen(d)}.`,
      'Nothing was changed. Move or cancel one of the two, here or on the channel.',
    ],
    label: 'Open the stays dashboard',
  }),
  reservationAskedAgain: (d) => ({
    subject: `Your table at ${d.venue} is already held`,
    lines: [
      `Hello ${d.guestName},`,
      `Someone asked to book ${d.venue} at ${when(d)} with this email address. We are already holding a table there for you (${people('en', d.partySize)}), so we held no second one.`,
      'The link below opens your reservation, where you can pay the deposit before the hold runs out. We sent it only to you.',
      "If it wasn't you, you can ignore this email.",
    ],
    label: 'Pay deposit',
  }),
  waitlistAskedAgain: (d) => ({
    subject: `You're already on the waitlist (${d.venue})`,
    lines: [
      `Hello ${d.guestName},`,
      `Someone asked to join the waitlist of ${d.venue} at ${when(d)} with this email address. You (${people('en', d.partySize)}) are already on it, so we added no second entry.`,
      'The link below shows your place in line. We sent it only to you.',
      "If it wasn't you, you can ignore this email.",
    ],
    label: 'My place on the waitlist',
  }),
  stayAskedAgain: (d) => ({
    subject: `Your room at ${d.property} is already held`,
    lines: [
      `Hello ${d.guestName},`,
      `Someone asked to book ${d.roomType} at ${d.property}, ${span(d)}, with this email address. We are already holding a room there for you (${nightsText('en', d.nights)}, ${people('en', d.guests)}), so we held no second one.`,
      'The link below opens your booking, where you can pay the deposit before the hold runs out. We sent it only to you.',
      "If it wasn't you, you can ignore this email.",
    ],
    label: 'Pay deposit',
  }),
  depositConfirmed: (f) => ({
    subject: `Reservation confirmed: ${f.venue}`,
    lines: [
      `Thank you! We received your deposit and your table at ${f.venue} is confirmed.`,
      `Date: ${formatDate('en', f.date)}`,
      `Time: ${f.time.slice(0, 5)}`,
      `Party: ${people('en', f.partySize)}`,
      `Deposit paid: ${formatEur('en', f.amountEur)}`,
    ],
    label: 'View reservation',
  }),
  stayConfirmed: (f) => ({
    subject: `Stay confirmed: ${f.property}`,
    lines: [
      `Thank you! We received your deposit and your stay at ${f.property} is confirmed.`,
      `Room: ${f.roomType}`,
      `Check-in: ${formatDate('en', f.checkIn)}`,
      `Check-out: ${formatDate('en', f.checkOut)}`,
      `Nights: ${nightsText('en', f.nights)}`,
      `Guests: ${people('en', f.guests)}`,
      `Deposit paid: ${formatEur('en', f.amountEur)}`,
    ],
    label: 'View booking',
  }),
  depositRefundReason: (reason, f) => {
    const amount = formatEur('en', f.amountEur);
    return {
      released: `Your deposit of ${amount} for ${f.venue} (${longWhen(f)}) arrived after the table hold had been released, so the reservation is not confirmed.`,
      duplicate: `Your reservation at ${f.venue} (${longWhen(f)}) was already paid, so we refunded the second payment of ${amount}.`,
      mismatch: `A payment of ${amount} for ${f.venue} (${longWhen(f)}) did not match this reservation's deposit, so we refunded it.`,
    }[reason];
  },
  stayRefundReason: (reason, f) => {
    const amount = formatEur('en', f.amountEur);
    return {
      released: `Your deposit of ${amount} for ${f.property} (${stayWhen(f)}) arrived after the room hold had been released and the room is no longer available, so the booking is not confirmed.`,
      duplicate: `Your stay at ${f.property} (${stayWhen(f)}) was already paid, so we refunded the second payment of ${amount}.`,
      mismatch: `A payment of ${amount} for ${f.property} (${stayWhen(f)}) did not match this booking's deposit, so we refunded it.`,
    }[reason];
  },
  refund: {
    subject: (name) => `Your deposit for ${name} has been refunded`,
    card: 'The full amount goes back to your card; it usually shows within 5–10 business days.',
    bookAgain: 'Book again',
    viewReservation: 'View reservation',
    viewBooking: 'View booking',
  },
};
