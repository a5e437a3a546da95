import { label } from '../../i18n/labels';
import { readInterests } from './interests';
import type { City, Kind, Place, Tag } from './places';
import { SLOTS, type Slot } from './schema';

type Locale = 'en' | 'sl';

/** A listed venue of the platform in the city (restaurants.city), as the database gave it. */
export interface PlatformVenue {
  id: string;
  name: string;
  cuisine: string | null;
}

export interface Stop {
  name: string;
  kind: Kind | 'restaurant';
  minutes: number;
  /** The curated fact in the requested language; for a platform restaurant, its cuisine (or ''). */
  fact: string;
  /** The platform's own page to book it, for our venues only. */
  link: string | null;
}
interface PlanSlot {
  slot: Slot;
  stops: Stop[];
}
export interface PlanDay {
  day: number;
  slots: PlanSlot[];
}
export interface CityPlan {
  city: string;
  locale: Locale;
  days: PlanDay[];
  stays: { name: string; link: string }[];
  interests: { matched: Tag[]; unknown: string[] };
}

/** How many minutes of sights each part of the day holds, and how many curated stops a day has at most. */
export const SLOT_MINUTES: Record<Slot, number> = { morning: 180, afternoon: 210, evening: 150 };
const MAX_STOPS_PER_DAY = 4;
const MEAL_MINUTES = 90;
const SAME_AREA_BONUS = 6;

interface Candidate {
  place: Place;
  index: number;
  score: number;
}

const slotsFor = (p: Place): Slot[] => (p.best === 'any' ? [...SLOTS] : [p.best]);

/**
 * The itinerary skeleton (ADR 086), pure: curated places ranked by the interests (each
 * matching tag counts, then the curated order), spread over the days so a day stays in one area
 * where it can, each place in a part of the day it suits and within that part's minutes; day trips
 * (from 3 days) take the last days' mornings and afternoons. The platform's own restaurants come in
 * as dinners (then lunches), each once; its stays are listed with their booking links.
 */
export function planItinerary(
  city: City,
  opts: { days: number; interests: string; locale: Locale },
  venues: { restaurants: PlatformVenue[]; stays: PlatformVenue[] },
): CityPlan {
  const { tags, unknown } = readInterests(opts.interests);
  const ranked: Candidate[] = city.places
    .map((place, index) => ({ place, index, score: 10 * place.tags.filter((t) => tags.includes(t)).length }))
    .sort((a, b) => b.score - a.score || a.index - b.index);

  const stop = (p: Place): Stop => ({ name: p.name[opts.locale], kind: p.kind, minutes: p.minutes, fact: p.fact[opts.locale], link: null });
  const days: PlanDay[] = Array.from({ length: opts.days }, (_, i) => ({ day: i + 1, slots: SLOTS.map((slot) => ({ slot, stops: [] })) }));
  const slotOf = (day: PlanDay, slot: Slot) => day.slots.find((s) => s.slot === slot)!;

  // Day trips: from three days on, at most one in three days, on the last days.
  const tripCount = opts.days >= 3 ? Math.floor(opts.days / 3) : 0;
  const trips = ranked.filter((c) => c.place.kind === 'daytrip').slice(0, tripCount);
  const tripDays = days.slice(days.length - trips.length);
  trips.forEach((c, i) => slotOf(tripDays[i]!, 'morning').stops.push(stop(c.place)));

  const cityDays = days.slice(0, days.length - trips.length);
  const pool = ranked.filter((c) => c.place.kind !== 'daytrip');
  const target = Math.max(1, Math.min(MAX_STOPS_PER_DAY, Math.ceil(pool.length / Math.max(1, cityDays.length))));
  for (const day of cityDays) {
    const used: Record<Slot, number> = { morning: 0, afternoon: 0, evening: 0 };
    let area: string | null = null;
    for (let placed = 0; placed < target; placed++) {
      let best: { c: Candidate; slot: Slot; value: number } | null = null;
      for (const c of pool) {
        const slot = slotsFor(c.place).find((s) => used[s] + c.place.minutes <= SLOT_MINUTES[s]);
        if (!slot) continue;
        const value: number = c.score + (area !== null && c.place.area === area ? SAME_AREA_BONUS : 0);
        if (!best || value > best.value || (value === best.value && c.index < best.c.index)) best = { c, slot, value };
      }
      if (!best) break;
      pool.splice(pool.indexOf(best.c), 1);
      used[best.slot] += best.c.place.minutes;
      area ??= best.c.place.area;
      slotOf(day, best.slot).stops.push(stop(best.c.place));
    }
  }

  // Our restaurants: a dinner each day, then lunches; never the same one twice.
  const meals = venues.restaurants.map((r): Stop => ({
    name: r.name,
    kind: 'restaurant',
    minutes: MEAL_MINUTES,
    fact: r.cuisine ? label(opts.locale, r.cuisine) : '',
    link: `/restaurants/${r.id}`,
  }));
  for (const [i, meal] of meals.slice(0, days.length * 2).entries()) {
    const day = days[i % days.length]!;
    if (i < days.length) slotOf(day, 'evening').stops.unshift(meal);
    else slotOf(day, 'afternoon').stops.unshift(meal);
  }

  return {
    city: opts.locale === 'sl' ? city.sl : city.name,
    locale: opts.locale,
    days,
    stays: venues.stays.map((s) => ({ name: s.name, link: `/stays/${s.id}` })),
    interests: { matched: tags, unknown },
  };
}

/** Every place a day names, in order: what a model's wording must name and nothing else. */
export const dayPlaces = (day: PlanDay) => day.slots.flatMap((s) => s.stops.map((x) => x.name));
