/**
 * City Packs' evaluation set: itinerary requests a guest would type, each with the interests a
 * right plan honours; every plan has the days asked for, names only real places (the curated ones
 * or the platform's venues), links the platform's venues in the city, and repeats no place. Run by
 * `npm run eval:chat` through the embedded engine on the seeded database.
 */
import { sql } from 'kysely';
import type { Database } from '@tablestay/core/db/connection';
import { createAi } from '@tablestay/core/ai/engine';
import { generateCityPack } from '@tablestay/core/ai/citypacks/service';
import { CITIES, type Tag } from '@tablestay/core/ai/citypacks/places';
import { cityPackInput } from '@tablestay/core/ai/citypacks/schema';
import { listed } from '@tablestay/core/restaurant/venue-sql';
import type { EvalCase, EvalSet } from './report';

interface Request {
  city: string;
  days: number;
  interests: string;
  locale: 'en' | 'sl';
  /** The interests the plan must honour (a place with each tag, where the city has one). */
  wants: Tag[];
  /** A city without curated places: the answer names the supported ones and invents none. */
  unknown?: boolean;
}

const r = (city: string, days: number, interests: string, locale: 'en' | 'sl', wants: Tag[]): Request => ({ city, days, interests, locale, wants });

const REQUESTS: Request[] = [
  r('Ljubljana', 2, 'food, architecture', 'en', ['food', 'architecture']),
  r('Ljubljana', 1, 'museums and art', 'en', ['culture', 'art']),
  r('Ljubljana', 3, 'hrana, zgodovina, nočno življenje', 'sl', ['food', 'history', 'nightlife']),
  r('Bled', 2, 'lake, hiking, views', 'en', ['water', 'walking', 'viewpoints']),
  r('Bled', 1, 'jezero, razgledi', 'sl', ['water', 'viewpoints']),
  r('Bohinj', 3, 'nature, waterfalls, mountains', 'en', ['nature', 'mountains']),
  r('Kranjska Gora', 2, 'gore, pohodništvo', 'sl', ['mountains', 'walking']),
  r('Piran', 2, 'sea, history, sunset', 'en', ['water', 'history', 'viewpoints']),
  r('Piran', 1, 'morje, zgodovina', 'sl', ['water', 'history']),
  r('Portorož', 2, 'beach, relax, wine', 'en', ['water', 'relax']),
  r('Koper', 1, 'history, market, food', 'en', ['history', 'food']),
  r('Maribor', 2, 'wine, old town', 'en', ['wine']),
  r('Maribor', 3, 'vino, narava, zgodovina', 'sl', ['wine', 'nature', 'history']),
  r('Ptuj', 1, 'castle, wine', 'en', ['history', 'wine']),
  r('Celje', 2, 'grad, zgodovina', 'sl', ['history']),
  r('Kranj', 1, 'old town, canyon walk', 'en', ['walking']),
  r('Novo mesto', 2, 'river, history', 'en', ['water', 'history']),
  r('Ljubljana', 7, 'family, parks, food', 'en', ['family', 'nature', 'food']),
  r('lake bohinj', 2, '', 'en', []),
  { city: 'Atlantis', days: 2, interests: 'beaches', locale: 'en', wants: [], unknown: true },
];

export async function cityPacksSet(db: Database): Promise<EvalSet> {
  const port = createAi(null);
  const cases: EvalCase[] = [];
  for (const req of REQUESTS) {
    const input = cityPackInput.parse(req);
    const out = await generateCityPack({ db, port }, input);
    const misses: string[] = [];
    const name = `${req.city}, ${req.days} d, "${req.interests}"`;
    if (!out.known) {
      if (!req.unknown) misses.push('city not recognised');
      else if (!out.supported.includes('Ljubljana')) misses.push('no supported cities named');
      cases.push({ topic: 'unknown city', lang: req.locale, name, misses });
      continue;
    }
    if (req.unknown) misses.push('invented a plan for an unknown city');
    const city = CITIES.find((c) => c.name === out.plan.city || c.sl === out.plan.city)!;
    const venues = await db
      .selectFrom('restaurants as r')
      .select(['r.id', 'r.name'])
      .where(sql<boolean>`lower(r.city) = lower(${city.name})`)
      .where(listed('dining', new Date()))
      .execute();
    const plan = out.plan;
    // Days: as many as asked, none empty.
    if (plan.days.length !== req.days) misses.push(`${plan.days.length} days for ${req.days}`);
    plan.days.forEach((d) => d.slots.every((s) => s.stops.length === 0) && misses.push(`day ${d.day} empty`));
    const stops = plan.days.flatMap((d) => d.slots.flatMap((s) => s.stops));
    // Only real places: curated ones or our venues, each once.
    const curated = new Map(city.places.map((p) => [p.name[req.locale], p] as const));
    for (const s of stops) {
      if (s.kind === 'restaurant') {
        const v = venues.find((x) => x.name === s.name);
        if (!v) misses.push(`unknown restaurant ${s.name}`);
        else if (s.link !== `/restaurants/${v.id}`) misses.push(`${s.name} not linked`);
      } else if (!curated.has(s.name)) misses.push(`invented place ${s.name}`);
    }
    const names = stops.map((s) => s.name);
    if (new Set(names).size !== names.length) misses.push('a place twice');
    // Our venues in the city are in the plan, linked.
    for (const v of venues.slice(0, req.days * 2)) if (!names.includes(v.name)) misses.push(`our venue ${v.name} left out`);
    for (const s of plan.stays) if (!/^\/stays\/[\w-]+$/.test(s.link)) misses.push(`stay ${s.name} not linked`);
    // Interests honoured: a place with each wanted tag, where the city has one.
    const tags = new Set(stops.flatMap((s) => curated.get(s.name)?.tags ?? []));
    for (const t of req.wants) if (city.places.some((p) => p.tags.includes(t)) && !tags.has(t)) misses.push(`interest ${t} not honoured`);
    if (plan.interests.unknown.length) misses.push(`not understood: ${plan.interests.unknown.join(', ')}`);
    // The wording names the plan's places and the days asked for.
    const text = JSON.stringify(out.wording);
    if (out.wording.days.length !== req.days) misses.push(`worded ${out.wording.days.length} days`);
    for (const n of names) if (!text.includes(n)) misses.push(`wording leaves out ${n}`);
    cases.push({ topic: req.wants.length ? 'interests' : 'plain', lang: req.locale, name, misses });
  }
  return { title: `City Packs — ${REQUESTS.length} itinerary requests (embedded engine, seeded database)`, cases };
}
