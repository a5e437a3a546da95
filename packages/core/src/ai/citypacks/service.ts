import type { Database } from '../../db/connection';
import type { AiPort } from '../port';
import { planItinerary, type CityPlan, type PlatformVenue } from './planner';
import { CITIES, findCity, type City } from './places';
import { cityVenues } from './repository';
import { cityPackWording, type CityPackInput, type CityPackWording } from './schema';
import { agreesWithPlan, localWording, wordingFacts, wordingInstructions } from './wording';

export interface CityPackDeps {
  db: Database;
  port: AiPort;
}

export type CityPackResult =
  | { known: true; plan: CityPlan; wording: CityPackWording; by: 'model' | 'local' }
  /** No curated places for this city: say so and name the cities there are (never invent places). */
  | { known: false; city: string; supported: string[] };

const MAX_RESTAURANTS = 14;
const MAX_STAYS = 3;

/** The platform's live venues in the city (the `city` column, any case; ADR 104): dining venues and stays with a room for sale. */
async function platformVenues(db: Database, city: string): Promise<{ restaurants: PlatformVenue[]; stays: PlatformVenue[] }> {
  const now = new Date();
  const [restaurants, stays] = await Promise.all([cityVenues(db, city, 'dining', MAX_RESTAURANTS, now), cityVenues(db, city, 'stays', MAX_STAYS, now)]);
  return { restaurants, stays };
}

/**
 * city-pack (SPEC §7, ADR 086): the plan is computed from the curated places and the
 * database; the port words it (a model if configured, else the embedded engine), and a model answer
 * that adds, drops or moves a place falls back to the engine's.
 */
export async function generateCityPack(deps: CityPackDeps, input: CityPackInput): Promise<CityPackResult> {
  const city = findCity(input.city);
  if (!city) return { known: false, city: input.city, supported: CITIES.map((c) => (input.locale === 'sl' ? c.sl : c.name)) };
  const venues = await platformVenues(deps.db, city.name);
  const plan = planItinerary(city, input, venues);
  const worded = await deps.port.word({
    task: 'citypack',
    instructions: wordingInstructions(input.locale),
    facts: wordingFacts(plan),
    schema: cityPackWording,
    local: () => localWording(plan),
    agrees: agreesWithPlan(plan, knownNames(city, venues)),
  });
  return { known: true, plan, wording: worded.value, by: worded.by };
}

/** Every place name this city has (curated in both languages, and our venues). */
const knownNames = (city: City, venues: { restaurants: PlatformVenue[]; stays: PlatformVenue[] }) => [
  ...city.places.flatMap((p) => [p.name.en, p.name.sl]),
  ...venues.restaurants.map((r) => r.name),
  ...venues.stays.map((s) => s.name),
];
