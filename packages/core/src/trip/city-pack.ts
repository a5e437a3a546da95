import { generateCityPack, type CityPackDeps } from '../ai/citypacks/service';
import type { PlanDay } from '../ai/citypacks/planner';
import type { CityPackWording } from '../ai/citypacks/schema';
import { MAX_DAYS } from '../ai/citypacks/schema';
import { addDays } from '../time/zone';
import { among, TABLES } from '../hold/lifecycle';
import { tripFor, type TripCaller } from './service';
import type { TripAccessInput } from './schema';
import { tripView } from './view';

/** One day of the trip's City Pack: the plan's day on its date, the trip's dinners that evening, and the venues it names to add. */
interface TripPackDay {
  date: string;
  plan: PlanDay;
  dinners: { id: string; restaurant: string; time: string; status: string }[];
  /** Restaurants of ours the plan names that day and the trip does not hold: "Add" holds one for that evening. */
  offers: { restaurantId: string; name: string }[];
}

export type TripCityPack = { known: true; city: string; wording: CityPackWording; days: TripPackDay[] } | { known: false; city: string };

const RESTAURANT_LINK = /^\/restaurants\/([0-9a-f-]{36})$/;

/**
 * The AI City Pack for a trip (ADR 112, ADR 086): the plan for the stay's town over its days (at
 * most seven), in the trip's language, each plan day on its date with the trip's dinners on their
 * evenings; the platform restaurants the plan names become offers to add on evenings of the stay
 * (the last day, check-out, has none). The plan is the City Pack's own, so the add-on's gate applies.
 */
export async function tripCityPack(deps: CityPackDeps, raw: TripAccessInput, caller: TripCaller, now: Date = new Date()): Promise<TripCityPack> {
  const view = await tripView(deps.db, await tripFor(deps.db, raw, caller), now);
  const s = view.stay;
  const days = Math.min(MAX_DAYS, s.nights + 1);
  const pack = await generateCityPack(deps, { city: s.property.city, days, interests: '', locale: view.locale });
  if (!pack.known) return { known: false, city: s.property.city };
  return {
    known: true,
    city: pack.plan.city,
    wording: pack.wording,
    days: pack.plan.days.map((plan, i) => {
      const date = addDays(s.checkIn, i);
      const dinners = view.dinners.filter((d) => d.date === date && among(TABLES.standing, d.status));
      const named = plan.slots
        .flatMap((slot) => slot.stops)
        .flatMap((stop) => {
          const id = stop.kind === 'restaurant' ? RESTAURANT_LINK.exec(stop.link ?? '')?.[1] : undefined;
          return id ? [{ restaurantId: id, name: stop.name }] : [];
        });
      return {
        date,
        plan,
        dinners: dinners.map((d) => ({ id: d.id, restaurant: d.restaurant.name, time: d.time, status: d.status })),
        offers:
          date < s.checkOut && dinners.length === 0
            ? named.filter((n) => !view.dinners.some((d) => d.restaurant.id === n.restaurantId && d.date === date))
            : [],
      };
    }),
  };
}
