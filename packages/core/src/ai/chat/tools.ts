import * as z from 'zod';
import type { ChatTool } from '../port';
import { said, tableAnswer, type ChatLink, type ConciergeDeps } from './actions';
import { namedVenue, type Asked } from './parse';
import { reservationsLookup } from './own-bookings';
import { productFacts } from './facts';
import type { ChatUser } from './service';
import { diningVenues } from './venue-repository';
import { findVenues } from './venues';

/**
 * The model path's tools (ADR 115): the same lookups the embedded engine's intents use,
 * each through the product's own functions with the caller's access (own reservations only by a
 * proven email). Read-only: booking and cancelling happen only on the user's explicit yes, in code.
 */
export function chatTools(deps: ConciergeDeps, locale: 'en' | 'sl', user: ChatUser | null, now = new Date()): Record<string, ChatTool> {
  const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
  return {
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
  if (!v) return { text: l === 'sl' ? `Restavracije ${input.venue} na TableStay ni.` : `${input.venue} is not a restaurant listed on TableStay.`, links: [] };
  const f = await productFacts(deps.db, deps.config, now);
  const asked: Asked = { venueId: v.id, date: input.date ?? null, time: input.time ?? null, party: input.party ?? null, ordinal: null, dateUnclear: false };
  const r = await tableAnswer(deps, l, f, v, asked, user, said(''), now);
  return { text: r.text, links: r.links };
}
