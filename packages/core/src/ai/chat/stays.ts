import { roomTypeName } from '../../i18n/labels';
import type { Database } from '../../db/connection';
import { DomainError } from '../../errors';
import type { PlacesPort } from '../../places/port';
import { search } from '../../stay/service';
import { addDays } from '../../time/zone';
import type { ChatLink, Reply } from './actions';
import { CHAT_TEXTS } from './texts';
import type { VenueFact } from './venues';

type Locale = 'en' | 'sl';

/** The chat offers registered stays only: it never asks the places directory. */
export const NO_DIRECTORY: PlacesPort = { enabled: false, name: 'none', searchRestaurants: async () => [], searchLodging: async () => [] };

/** The stay booking form, prefilled (ids and dates need no escaping). */
export const stayBookHref = (propertyId: string, roomTypeId: string, checkIn: string, checkOut: string, guests: number) =>
  `/stays/book?property_id=${propertyId}&room_type_id=${roomTypeId}&check_in=${checkIn}&check_out=${checkOut}&guests=${guests}`;

/**
 * Stays with a room free for the dates and guests (ADR 115): the /stays search itself (its date and
 * guest rules, the blocked reserve, only priced room types), worded with each property's cheapest
 * fitting room and a link to book it.
 */
export async function freeRooms(db: Database, l: Locale, city: string | null, checkIn: string, nights: number, guests: number, now: Date): Promise<Reply> {
  const tx = CHAT_TEXTS[l];
  const checkOut = addDays(checkIn, nights);
  const span = tx.span(checkIn, checkOut);
  const who = tx.stayGuests(guests);
  const where = city ? tx.inCity(city) : '';
  let result;
  try {
    result = await search({ db, places: NO_DIRECTORY }, { location: city ?? '', check_in: checkIn, check_out: checkOut, guests }, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { intent: 'venues', venues: [], links: [], text: error.message };
  }
  if (!result.properties.length) return { intent: 'venues', venues: [], links: [], text: tx.noFreeRooms(where, span, who) };
  const venues: VenueFact[] = [];
  const links: ChatLink[] = [];
  const lines: string[] = [];
  for (const { property: p, roomTypes } of result.properties.slice(0, 5)) {
    const best = [...roomTypes].sort((a, b) => a.pricePerNight - b.pricePerNight)[0]!;
    const room = roomTypeName(l, best);
    venues.push({ id: p.id, name: p.name, city: p.city, kind: 'stay', cuisine: null, href: `/stays/${p.id}` });
    links.push({ label: tx.roomLabel(p.name, room), href: stayBookHref(p.id, best.id, checkIn, checkOut, guests) });
    lines.push(tx.roomLine({ property: p.name, city: p.city, room, pricePerNight: best.pricePerNight, available: best.available }));
  }
  return { intent: 'venues', venues, links, text: [tx.freeRoomsHead(where, span, who), ...lines].join('\n') };
}
