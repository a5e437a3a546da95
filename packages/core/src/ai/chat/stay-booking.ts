import { DomainError } from '../../errors';
import { createStayBooking } from '../../stay/booking';
import { search } from '../../stay/discovery';
import { addDays } from '../../time/zone';
import { canActFor, guestNameOf, type ChatLink, type ConciergeDeps, type Reply } from './actions';
import { eur } from './facts';
import { stayDepositOf } from './repository';
import type { ChatUser } from './service';
import { NO_DIRECTORY, spanOf, stayBookHref, whoOf } from './stays';
import { words } from './text';
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

const question = (l: Locale, d: StayDraft) =>
  l === 'sl'
    ? `Rezerviram ${d.roomTypeName} — ${d.propertyName}, ${spanOf(l, d.checkIn, d.checkOut)}, ${whoOf(l, d.guests)}? Da / Ne`
    : `Book ${d.roomTypeName} at ${d.propertyName}, ${spanOf(l, d.checkIn, d.checkOut)}, ${whoOf(l, d.guests)}? Yes / No`;

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
  const checkOut = addDays(checkIn, nights);
  const venues: VenueFact[] = [{ id: p.id, name: p.name, city: p.city ?? '', kind: 'stay', cuisine: null, href: `/stays/${p.id}` }];
  const when = `${p.name}, ${spanOf(l, checkIn, checkOut)}, ${whoOf(l, guests)}`;
  let types;
  try {
    const result = await search({ db: deps.db, places: NO_DIRECTORY }, { location: p.city ?? p.name, check_in: checkIn, check_out: checkOut, guests }, now);
    types = result.properties.find((x) => x.property.id === p.id)?.roomTypes ?? [];
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { intent: 'book', venues, links: [], text: error.message };
  }
  if (!types.length)
    return {
      intent: 'book',
      venues,
      links: [],
      text: l === 'sl' ? `${when}: ni proste sobe. Poskusite druge datume.` : `${when}: no room free. Try other dates.`,
    };
  const rt = namedType(message, types) ?? [...types].sort((a, b) => a.pricePerNight - b.pricePerNight)[0]!;
  const others = types.filter((t) => t.id !== rt.id).map((t) => t.name);
  const parts = [
    l === 'sl'
      ? `${when}: ${rt.name} — prosto, ${eur(l, rt.pricePerNight)}/noč, skupaj ${eur(l, rt.total)}.${others.length ? ` Prosto tudi: ${others.join(', ')}.` : ''}`
      : `${when}: ${rt.name} is free, ${eur(l, rt.pricePerNight)}/night, ${eur(l, rt.total)} in all.${others.length ? ` Also free: ${others.join(', ')}.` : ''}`,
  ];
  const draft: StayDraft = { propertyId: p.id, propertyName: p.name, roomTypeId: rt.id, roomTypeName: rt.name, checkIn, checkOut, guests };
  const href = stayBookHref(p.id, rt.id, checkIn, checkOut, guests);
  if (canActFor(user)) {
    const confirm = question(l, draft);
    return { intent: 'book', venues, links: [], text: [...parts, confirm].join(' '), confirm, stay: draft };
  }
  const links: ChatLink[] = [{ label: l === 'sl' ? `Rezerviraj ${p.name}: ${rt.name}` : `Book ${p.name}: ${rt.name}`, href }];
  parts.push(
    l === 'sl'
      ? `Rezervirate na ${href} (prijavljeni s potrjenim e-naslovom lahko rezervirate kar tukaj).`
      : `Book it at ${href} (signed in with a proven email, you can book right here).`,
  );
  return { intent: 'book', venues, links, text: parts.join(' ') };
}

/** Books the room after the yes: the stay booking core's own procedure (its rules, rate limits, audit trail, emails). */
export async function bookStay(deps: ConciergeDeps, l: Locale, user: ChatUser & { name?: string }, d: StayDraft, now: Date): Promise<Reply> {
  if (!deps.stay) throw new Error('chat: stay booking deps missing');
  const venues: VenueFact[] = [];
  const what = `${d.roomTypeName} — ${d.propertyName}, ${spanOf(l, d.checkIn, d.checkOut)}, ${whoOf(l, d.guests)}`;
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
    const deposit = eur(l, Number(row.deposit_eur));
    const href = `/deposit/${placed.bookingId}?type=stay&token=${encodeURIComponent(placed.viewToken)}`;
    return {
      intent: 'book',
      venues,
      links: [{ label: l === 'sl' ? 'Plačaj varščino' : 'Pay the deposit', href }],
      text:
        l === 'sl'
          ? `Rezervirano: ${what} — čaka na varščino ${deposit}. Plačajte jo v ${deps.stay.holdMinutes} minutah.`
          : `Booked: ${what} — awaiting the ${deposit} deposit. Pay it within ${deps.stay.holdMinutes} minutes.`,
      done: { kind: 'booked', id: placed.bookingId },
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      intent: 'book',
      venues,
      links: [],
      text: l === 'sl' ? `Rezervacija ni uspela: ${error.message}` : `The booking did not go through: ${error.message}`,
    };
  }
}
