import type { Locale } from '../i18n';
import type { PushKind } from './kinds';

/** What a notification says about the booking it is for. */
interface PushFacts {
  venue: string;
  guestName: string;
  /** The booking's day and time (a table) or nights (a room), in the venue's wall time. */
  when: string;
}

type PushText = (f: PushFacts) => { title: string; body: string };

/** The owner's notifications in both languages (ADR 119): a language without every kind fails the typecheck. */
export const PUSH_TEXTS: Record<Locale, Record<PushKind, PushText>> = {
  en: {
    new_booking: (f) => ({ title: `New booking at ${f.venue}`, body: `${f.guestName}, ${f.when}` }),
    cancellation: (f) => ({ title: `Booking cancelled at ${f.venue}`, body: `${f.guestName} cancelled ${f.when}` }),
    offer_claimed: (f) => ({ title: `Waitlist offer claimed at ${f.venue}`, body: `${f.guestName} took the table, ${f.when}` }),
    deposit_paid: (f) => ({ title: `Deposit paid at ${f.venue}`, body: `${f.guestName}, ${f.when}` }),
    channel_conflict: (f) => ({ title: `Double booking at ${f.venue}`, body: `${f.guestName}, ${f.when}: a channel's calendar sold these nights too` }),
  },
  sl: {
    new_booking: (f) => ({ title: `Nova rezervacija: ${f.venue}`, body: `${f.guestName}, ${f.when}` }),
    cancellation: (f) => ({ title: `Preklicana rezervacija: ${f.venue}`, body: `${f.guestName} je preklical(a) ${f.when}` }),
    offer_claimed: (f) => ({ title: `Ponudba s čakalnega seznama sprejeta: ${f.venue}`, body: `${f.guestName} je sprejel(a) mizo, ${f.when}` }),
    deposit_paid: (f) => ({ title: `Plačana varščina: ${f.venue}`, body: `${f.guestName}, ${f.when}` }),
    channel_conflict: (f) => ({ title: `Dvojna rezervacija: ${f.venue}`, body: `${f.guestName}, ${f.when}: te noči je prodal tudi koledar kanala` }),
  },
};
