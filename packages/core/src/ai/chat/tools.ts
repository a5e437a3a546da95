import * as z from 'zod';
import type { ChatTool } from '../port';
import { book, canActFor, said, tableAnswer, type ChatLink, type ConciergeDeps, type Reply } from './actions';
import { namedVenue, type Asked } from './parse';
import { cancel, mine, reservationsLookup } from './own-bookings';
import { bookStay, stayOffer } from './stay-booking';
import { words } from './text';
import { productFacts } from './facts';
import type { ChatUser } from './service';
import { CHAT_TEXTS } from './texts';
import { allVenues, diningVenues } from './venue-repository';
import { findVenues, loadCatalogue } from './venues';
import { retrieve } from './corpus';
import { freeRooms } from './stays';
import { amenityAnswer, hoursAnswer } from './venue-facts';

/**
 * The model path's tools (ADR 115, ADR 126): the same lookups the embedded engine's intents use
 * (venues, free tables and rooms, a venue's hours and amenities, the help and legal passages, the
 * product's numbers),
 * each through the product's own functions with the caller's access (own reservations only by a
 * proven email), and, for a guest signed in with a proven email, the actions: booking a table (or
 * its waitlist when full) and cancelling one of their reservations. An action runs only after the
 * user's yes to the question code words from its input (`confirm`, the SDK's approval flow); what
 * it did reaches `done` (its links are shown from there, never from model text).
 */
export function chatTools(
  deps: ConciergeDeps,
  locale: 'en' | 'sl',
  user: ChatUser | null,
  now = new Date(),
  done: (reply: Reply) => void = () => {},
): Record<string, ChatTool> {
  const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
  const actions = canActFor(user) && deps.booking ? actionTools(deps, locale, user, now, done) : {};
  return {
    ...actions,
    product_facts: {
      description: 'The product’s numbers: deposits, hold and waitlist-offer minutes, booking times, party limits, days ahead, plan prices.',
      input: z.object({}),
      run: () => productFacts(deps.db, deps.config, now),
    },
    find_venues: {
      description: 'Listed restaurants or stays by city, cuisine or diet.',
      input: z.object({
        kind: z.enum(['dining', 'stays']).optional(),
        city: z.string().max(60).optional(),
        cuisine: z.string().max(60).optional(),
        diet: z.enum(['vegan', 'vegetarian', 'gluten_free']).optional(),
      }),
      run: async (raw) => {
        const i = raw as { kind?: 'dining' | 'stays'; city?: string; cuisine?: string; diet?: 'vegan' | 'vegetarian' | 'gluten_free' };
        const venues = await findVenues(deps.db, {
          kind: i.kind ?? null,
          city: i.city ?? null,
          cuisines: i.cuisine ? [i.cuisine] : [],
          tags: [],
          diets: i.diet ? [i.diet] : [],
        });
        return venues.map((v) => ({ name: v.name, city: v.city, kind: v.kind, cuisine: v.cuisine }));
      },
    },
    check_availability: {
      description: 'Free table times at a listed restaurant for a date (YYYY-MM-DD), optionally a time (HH:MM) and party size.',
      input: z.object({
        venue: z.string().min(1).max(100),
        date: day.optional(),
        time: z
          .string()
          .regex(/^\d\d:\d\d$/)
          .optional(),
        party: z.number().int().optional(),
      }),
      run: (raw) => availabilityLookup(deps, locale, user, raw as { venue: string; date?: string; time?: string; party?: number }, now),
    },
    my_reservations: {
      description: 'The signed-in guest’s own upcoming reservations (only with a proven email).',
      input: z.object({}),
      run: () => reservationsLookup(deps, locale, user, now),
    },
    venue_details: {
      description: 'A listed restaurant’s or stay’s address, opening hours (for a date YYYY-MM-DD, else the week), pets and amenities.',
      input: z.object({ venue: z.string().min(1).max(100), date: day.optional() }),
      run: async (raw) => {
        const i = raw as { venue: string; date?: string };
        const v = namedVenue(i.venue, await allVenues(deps.db, now));
        if (!v) return CHAT_TEXTS[locale].dontKnow(deps.config.SUPPORT_EMAIL);
        return {
          name: v.name,
          address: v.address,
          city: v.city,
          hours: hoursAnswer(locale, v, i.date ?? null, !i.date),
          pets: amenityAnswer(locale, v, true, []),
          amenities: v.amenities,
          bookable: [v.total_tables > 0 ? 'tables' : null, v.total_rooms > 0 ? 'rooms' : null].filter(Boolean),
        };
      },
    },
    search_help: {
      description: 'The product’s help, Terms and Privacy Policy passages that best answer a question (policies, accounts, owners’ how-to).',
      input: z.object({ question: z.string().min(1).max(500) }),
      run: async (raw) =>
        retrieve((raw as { question: string }).question, locale, deps.config.CONTACT_EMAIL, 3).map((r) => ({
          title: r.doc.title,
          text: r.doc.text,
          href: r.doc.href,
        })),
    },
    find_rooms: {
      description: 'Stays with a room free for a check-in date (YYYY-MM-DD), nights and guests, optionally in a town, with the cheapest room of each.',
      input: z.object({ city: z.string().max(60).optional(), checkIn: day, nights: z.number().int().min(1).max(30), guests: z.number().int().min(1).max(10) }),
      run: async (raw) => {
        const i = raw as { city?: string; checkIn: string; nights: number; guests: number };
        const city = i.city ? ((await loadCatalogue(deps.db)).cities.find((c) => sameName(c, i.city!)) ?? i.city) : null;
        return (await freeRooms(deps.db, locale, city, i.checkIn, i.nights, i.guests, now)).text;
      },
    },
  };
}

/** The availability lookup behind the model's `check_availability` tool: a venue by name, then the same answer. */
async function availabilityLookup(
  deps: ConciergeDeps,
  l: 'en' | 'sl',
  user: ChatUser | null,
  input: { venue: string; date?: string; time?: string; party?: number },
  now = new Date(),
): Promise<{ text: string; links: ChatLink[] }> {
  const venues = await diningVenues(deps.db, now);
  const v = namedVenue(input.venue, venues);
  if (!v) return { text: CHAT_TEXTS[l].notRestaurant(input.venue), links: [] };
  const f = await productFacts(deps.db, deps.config, now);
  const asked: Asked = { venueId: v.id, date: input.date ?? null, time: input.time ?? null, party: input.party ?? null, ordinal: null, dateUnclear: false };
  const r = await tableAnswer(deps, l, f, v, asked, user, said(''), now);
  return { text: r.text, links: r.links };
}

const stayInput = z.object({
  property: z.string().min(1).max(100),
  roomType: z.string().min(1).max(100),
  checkIn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  nights: z.number().int().min(1).max(30),
  guests: z.number().int().min(1).max(10),
});

/** Two room-type names alike, word for word whatever their case and accents ("family suite" is "Family Suite"). */
const sameName = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

const bookInput = z.object({
  venue: z.string().min(1).max(100),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d\d:\d\d$/),
  party: z.number().int().min(1).max(50),
});

/** The actions a proven guest may ask the model to take, each behind the user's yes (`confirm`). */
function actionTools(
  deps: ConciergeDeps,
  l: 'en' | 'sl',
  user: ChatUser & { name?: string },
  now: Date,
  done: (reply: Reply) => void,
): Record<string, ChatTool> {
  const venueOf = async (name: string) => namedVenue(name, await diningVenues(deps.db, now));
  /** The stay offer for the tool's input: the property by name, the room type named (else none is offered), the search's own rules. */
  const stayFor = async (raw: unknown) => {
    const i = stayInput.parse(raw);
    const p = namedVenue(
      i.property,
      (await allVenues(deps.db, now)).filter((v) => v.total_rooms > 0),
    );
    if (!p) return { text: CHAT_TEXTS[l].notStay(i.property) } as Partial<Reply> & { text: string };
    const offer = await stayOffer(deps, l, p, i.roomType, i.checkIn, i.nights, i.guests, user, now);
    // The question must name the room type asked for: the cheapest in its place is offered, never booked.
    if (!offer.stay || sameName(offer.stay.roomTypeName, i.roomType)) return offer;
    return { text: CHAT_TEXTS[l].roomNotFree(i.roomType, p.name) };
  };
  return {
    book_table: {
      description:
        'Books a table at a listed restaurant for the signed-in guest (the guest joins the waitlist when the time is full). Needs the guest’s yes; check availability first.',
      input: bookInput,
      confirm: async (raw) => {
        const i = bookInput.parse(raw);
        const v = await venueOf(i.venue);
        return CHAT_TEXTS[l].bookQuestion({ venue: v ? v.name : i.venue, date: i.date, time: i.time, party: i.party });
      },
      run: async (raw) => {
        const i = bookInput.parse(raw);
        const v = await venueOf(i.venue);
        if (!v) return CHAT_TEXTS[l].notRestaurant(i.venue);
        const reply = await book(deps, l, user, v, i.date, i.time, i.party, now);
        done(reply);
        return reply.text;
      },
    },
    book_stay: {
      description:
        'Books a room at a listed stay property for the signed-in guest: the room type by name, check-in (YYYY-MM-DD), nights and guests. Needs the guest’s yes.',
      input: stayInput,
      confirm: async (raw) => {
        const offer = await stayFor(raw);
        return offer.confirm ?? offer.text;
      },
      run: async (raw) => {
        const offer = await stayFor(raw);
        // Booked only as asked: the same room type the question named, still free.
        if (!offer.stay) return offer.text;
        const reply = await bookStay(deps, l, user, offer.stay, now);
        done(reply);
        return reply.text;
      },
    },
    cancel_reservation: {
      description: 'Cancels one of the signed-in guest’s upcoming reservations, by its number in my_reservations’ list. Needs the guest’s yes.',
      input: z.object({ number: z.number().int().min(1).max(200) }),
      confirm: async (raw) => {
        const n = (raw as { number: number }).number;
        const r = await mine(deps, l, user, n, true, now);
        return r.confirm ?? r.text;
      },
      run: async (raw) => {
        const reply = await cancel(deps, l, user, (raw as { number: number }).number, now);
        done(reply);
        return reply.text;
      },
    },
  };
}
