import { roomTypeName } from '../../i18n/labels';
import { DomainError } from '../../errors';
import { createStayBooking } from '../../stay/booking';
import { search } from '../../stay/discovery';
import { addDays } from '../../time/zone';
import { canActFor, guestNameOf, type ChatLink, type ConciergeDeps, type Reply } from './actions';
import { stayDepositOf } from './repository';
import type { ChatUser } from './service';
import { NO_DIRECTORY, stayBookHref } from './stays';
import { words } from './text';
import { CHAT_TEXTS } from './texts';
import type { VenueFact } from './venues';

type Locale = 'en' | 'sl';

/** The room the confirmation question names, carried to the yes (ADR 120): worked out again from the turns, never from the yes. */
export interface StayDraft {
  propertyId: string;
  propertyName: string;
  roomTypeId: string;
  roomTypeName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface StayProperty {
  id: string;
  name: string;
  city: string | null;
}

/** The room type the message names ("the family suite"), the longest name first; else none. */
function namedType<T extends { name: string }>(message: string, types: T[]): T | undefined {
  const said = new Set(words(message));
  return [...types].sort((a, b) => b.name.length - a.name.length).find((t) => words(t.name).every((w) => said.has(w)));
}

/**
 * A room at a property the guest names, for dates and guests (ADR 120): the /stays search's own
 * rules and availability for that property, the room type named or else the cheapest that fits, its
 * price; then, for a signed-in guest with a proven email, "Book <room type> at <property>, <dates>,
 * <guests>? Yes / No", and for anyone else the booking form prefilled.
 */
export async function stayOffer(
  deps: ConciergeDeps,
  l: Locale,
  p: StayProperty,
  message: string,
  checkIn: string,
  nights: number,
  guests: number,
  user: ChatUser | null,
  now: Date,
): Promise<Reply> {
  const tx = CHAT_TEXTS[l];
  const checkOut = addDays(checkIn, nights);
  const venues: VenueFact[] = [{ id: p.id, name: p.name, city: p.city ?? '', kind: 'stay', cuisine: null, href: `/stays/${p.id}` }];
  const when = `${p.name}, ${tx.span(checkIn, checkOut)}, ${tx.stayGuests(guests)}`;
  let types;
  try {
    const result = await search({ db: deps.db, places: NO_DIRECTORY }, { location: p.city ?? p.name, check_in: checkIn, check_out: checkOut, guests }, now);
    types = result.properties.find((x) => x.property.id === p.id)?.roomTypes ?? [];
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { intent: 'book', venues, links: [], text: error.message };
  }
  if (!types.length) return { intent: 'book', venues, links: [], text: tx.noRoomFree(when) };
  const rt = namedType(message, types) ?? [...types].sort((a, b) => a.pricePerNight - b.pricePerNight)[0]!;
  // Named in the reader's language (a type's Slovenian name, else its translation); the draft keeps the stored name.
  const others = types.filter((t) => t.id !== rt.id).map((t) => roomTypeName(l, t));
  const parts = [tx.roomFree(when, { ...rt, name: roomTypeName(l, rt) }, others)];
  const draft: StayDraft = { propertyId: p.id, propertyName: p.name, roomTypeId: rt.id, roomTypeName: rt.name, checkIn, checkOut, guests };
  const href = stayBookHref(p.id, rt.id, checkIn, checkOut, guests);
  if (canActFor(user)) {
    const confirm = tx.stayQuestion(draft);
    return { intent: 'book', venues, links: [], text: [...parts, confirm].join(' '), confirm, stay: draft };
  }
  const links: ChatLink[] = [{ label: tx.roomLabel(p.name, roomTypeName(l, rt)), href }];
  parts.push(tx.bookAt(href));
  return { intent: 'book', venues, links, text: parts.join(' ') };
}

/** Books the room after the yes: the stay booking core's own procedure (its rules, rate limits, audit trail, emails). */
export async function bookStay(deps: ConciergeDeps, l: Locale, user: ChatUser & { name?: string }, d: StayDraft, now: Date): Promise<Reply> {
  if (!deps.stay) throw new Error('chat: stay booking deps missing');
  const tx = CHAT_TEXTS[l];
  const venues: VenueFact[] = [];
  try {
    const placed = await createStayBooking(
      deps.stay,
      {
        propertyId: d.propertyId,
        roomTypeId: d.roomTypeId,
        checkIn: d.checkIn,
        checkOut: d.checkOut,
        guests: d.guests,
        guestName: guestNameOf(user),
        guestEmail: user.email,
      },
      { ip: deps.ip ?? 'chat', locale: l },
      now,
    );
    const row = await stayDepositOf(deps.db, placed.bookingId);
    const href = `/deposit/${placed.bookingId}?type=stay&token=${encodeURIComponent(placed.viewToken)}`;
    return {
      intent: 'book',
      venues,
      links: [{ label: tx.payDepositLabel, href }],
      text: tx.stayBooked(d, Number(row.deposit_eur), deps.stay.holdMinutes),
      done: { kind: 'booked', id: placed.bookingId },
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      intent: 'book',
      venues,
      links: [],
      text: tx.bookingFailed(error.message),
    };
  }
}
