import type { DepositEmailFacts, RefundReason, StayEmailFacts } from '../payment-emails';
import type { SlotDetails } from '../reservation-emails';
import type { StayDetails } from '../stay-emails';
import type { TripEmailFacts } from '../trip-emails';

/** A stay here and the channel event that sells the same room's nights. */
export interface ChannelConflictFacts {
  property: string;
  room: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  /** The channel calendar's host (airbnb.com) and the event's summary. */
  channel: string;
  summary: string;
  channelStart: string;
  channelEnd: string;
}

/** One email's words: subject, paragraphs and the button's label (the link comes from the caller). */
interface EmailText {
  subject: string;
  lines: string[];
  label: string;
}

/** Every product email's texts in one language: en.ts and sl.ts implement it. */
export interface EmailTexts {
  magicLink(): EmailText;
  passwordReset(): EmailText;
  accountExists(): EmailText;
  reviewPrompt(venue: string): EmailText;
  reservationReceived(d: SlotDetails & { depositEur: number; holdMinutes: number }): EmailText;
  waitlistJoined(d: SlotDetails): EmailText;
  waitlistOffer(d: SlotDetails & { offerMinutes: number }): EmailText;
  reservationCancelled(d: SlotDetails): EmailText;
  stayBookingReceived(d: StayDetails & { depositEur: number; totalEur: number; holdMinutes: number }): EmailText;
  stayBookingCancelled(d: StayDetails): EmailText;
  /** The link of a booking someone asked for again with the guest's email (ADR 024): sent only to that email. */
  reservationAskedAgain(d: SlotDetails): EmailText;
  waitlistAskedAgain(d: SlotDetails): EmailText;
  stayAskedAgain(d: StayDetails): EmailText;
  /** To the property's owner: a channel's calendar sells nights a stay here holds (ADR 125). */
  channelConflict(d: ChannelConflictFacts): EmailText;
  depositConfirmed(f: DepositEmailFacts): EmailText;
  stayConfirmed(f: StayEmailFacts): EmailText;
  /** The trip's one email (ADR 112): the stay and every dinner held with it, each with its deposit. */
  tripConfirmed(f: TripEmailFacts): EmailText;
  tripPaid(f: TripEmailFacts & { stayPaid: boolean }): EmailText;
  tripCancelled(f: TripEmailFacts & { kept: TripEmailFacts['dinners'] }): EmailText;
  /** Why a table deposit went back, one sentence per reason. */
  depositRefundReason(reason: RefundReason, f: DepositEmailFacts): string;
  /** Why a stay deposit went back, one sentence per reason. */
  stayRefundReason(reason: RefundReason, f: StayEmailFacts): string;
  /** The refund email around its reason sentence. */
  refund: { subject(name: string): string; card: string; bookAgain: string; viewReservation: string; viewBooking: string };
}
