import type { Database } from '../../db/connection';
import { DomainError } from '../../errors';
import type { PlacesPort } from '../../places/port';
import { search } from '../../stay/service';
import { addDays } from '../../time/zone';
import { fmtDate, type ChatLink, type Reply } from './actions';
import { eur } from './facts';
import type { VenueFact } from './venues';

type Locale = 'en' | 'sl';

/** The chat offers registered stays only: it never asks the places directory. */
export const NO_DIRECTORY: PlacesPort = { enabled: false, name: 'none', searchRestaurants: async () => [], searchLodging: async () => [] };

/** Slovenian numerals avoid the case a weekday name would need after "za" or "od". */
const short = (d: string) => `${Number(d.slice(8))}. ${Number(d.slice(5, 7))}.`;

/** The stay booking form, prefilled (ids and dates need no escaping). */
export const stayBookHref = (propertyId: string, roomTypeId: string, checkIn: string, checkOut: string, guests: number) =>
  `/stays/book?property_id=${propertyId}&room_type_id=${roomTypeId}&check_in=${checkIn}&check_out=${checkOut}&guests=${guests}`;

/** The nights of a stay as the answers write them: "12. 12.–14. 12." / "Saturday 12 December – Monday 14 December". */
export const spanOf = (l: Locale, checkIn: string, checkOut: string) =>
  l === 'sl' ? `${short(checkIn)}–${short(checkOut)}` : `${fmtDate(l, checkIn)} – ${fmtDate(l, checkOut)}`;

/** "2 gosta" / "2 guests". */
export const whoOf = (l: Locale, guests: number) =>
  l === 'sl' ? `${guests} ${guests === 1 ? 'gost' : guests === 2 ? 'gosta' : 'gostje'}` : `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/**
 * Stays with a room free for the dates and guests (ADR 115): the /stays search itself (its date and
 * guest rules, the blocked reserve, only priced room types), worded with each property's cheapest
 * fitting room and a link to book it.
 */
export async function freeRooms(db: Database, l: Locale, city: string | null, checkIn: string, nights: number, guests: number, now: Date): Promise<Reply> {
  const checkOut = addDays(checkIn, nights);
  const span = spanOf(l, checkIn, checkOut);
  const who = whoOf(l, guests);
  const where = city ? (l === 'sl' ? ` (${city})` : ` in ${city}`) : '';
  let result;
  try {
    result = await search({ db, places: NO_DIRECTORY }, { location: city ?? '', check_in: checkIn, check_out: checkOut, guests }, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { intent: 'venues', venues: [], links: [], text: error.message };
  }
  if (!result.properties.length)
    return {
      intent: 'venues',
      venues: [],
      links: [],
      text: l === 'sl' ? `Ni prostih sob${where} za ${span}, ${who}. Poskusite druge datume.` : `No free rooms${where} for ${span}, ${who}. Try other dates.`,
    };
  const venues: VenueFact[] = [];
  const links: ChatLink[] = [];
  const lines: string[] = [];
  for (const { property: p, roomTypes } of result.properties.slice(0, 5)) {
    const best = [...roomTypes].sort((a, b) => a.pricePerNight - b.pricePerNight)[0]!;
    venues.push({ id: p.id, name: p.name, city: p.city, kind: 'stay', cuisine: null, href: `/stays/${p.id}` });
    links.push({
      label: l === 'sl' ? `Rezerviraj ${p.name}: ${best.name}` : `Book ${p.name}: ${best.name}`,
      href: stayBookHref(p.id, best.id, checkIn, checkOut, guests),
    });
    lines.push(
      `- ${p.name}, ${p.city}: ${best.name} ${eur(l, best.pricePerNight)}${l === 'sl' ? '/noč' : '/night'} (${best.available} ${l === 'sl' ? 'prostih' : 'free'})`,
    );
  }
  const head = l === 'sl' ? `Proste sobe${where}, ${span}, ${who}:` : `Free rooms${where}, ${span}, ${who}:`;
  return { intent: 'venues', venues, links, text: [head, ...lines].join('\n') };
}
