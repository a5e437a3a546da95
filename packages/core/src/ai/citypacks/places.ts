import { ALPINE } from './data-alpine';
import { CENTRAL } from './data-central';
import { COAST } from './data-coast';
import { EAST } from './data-east';

/**
 * The curated places of the supported cities (ADR 086). The data modules hold one place per
 * line, `|`-separated, so each stays readable and reviewable:
 *   name (en) | name (sl) | kind | interest tags | typical minutes | best time | area | fact (en) | fact (sl)
 * `parseCity` checks every line when the module loads; a bad line fails start-up and the unit test.
 */
const KINDS = ['sight', 'museum', 'viewpoint', 'park', 'market', 'walk', 'food', 'nightlife', 'daytrip'] as const;
export type Kind = (typeof KINDS)[number];
const TAGS = [
  'food',
  'culture',
  'history',
  'art',
  'viewpoints',
  'nature',
  'walking',
  'nightlife',
  'shopping',
  'family',
  'architecture',
  'wine',
  'water',
  'mountains',
  'relax',
] as const;
export type Tag = (typeof TAGS)[number];
const BEST = ['morning', 'afternoon', 'evening', 'any'] as const;
type Best = (typeof BEST)[number];

export interface Place {
  name: { en: string; sl: string };
  kind: Kind;
  tags: Tag[];
  minutes: number;
  best: Best;
  area: string;
  fact: { en: string; sl: string };
}

export interface City {
  /** The name venues carry in their `city` column. */
  name: string;
  sl: string;
  /** Other spellings a guest may type (lower case, without diacritics). */
  aliases: string[];
  places: Place[];
}

export interface CitySource {
  name: string;
  sl: string;
  aliases?: string[];
  places: string;
}

const oneOf = <T extends string>(list: readonly T[], value: string, line: string): T => {
  if (!(list as readonly string[]).includes(value)) throw new Error(`city pack data: "${value}" is not one of ${list.join(', ')} in: ${line}`);
  return value as T;
};

export function parseCity(source: CitySource): City {
  const places = source.places
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line): Place => {
      const f = line.split('|').map((s) => s.trim());
      if (f.length !== 9 || f.some((s) => !s)) throw new Error(`city pack data: expected 9 fields in: ${line}`);
      const [en, sl, kind, tags, minutes, best, area, factEn, factSl] = f as [string, string, string, string, string, string, string, string, string];
      const mins = Number(minutes);
      if (!Number.isInteger(mins) || mins < 10 || mins > 480) throw new Error(`city pack data: bad minutes in: ${line}`);
      return {
        name: { en, sl },
        kind: oneOf(KINDS, kind, line),
        tags: tags.split(/\s+/).map((t) => oneOf(TAGS, t, line)),
        minutes: mins,
        best: oneOf(BEST, best, line),
        area,
        fact: { en: factEn, sl: factSl },
      };
    });
  return { name: source.name, sl: source.sl, aliases: source.aliases ?? [], places };
}

export const CITIES: readonly City[] = [...CENTRAL, ...ALPINE, ...COAST, ...EAST].map(parseCity);

/** Lower case, no diacritics, single spaces: how names and interests are compared. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The supported city a guest typed ("ljubljana", "Ljubljani" is not guessed), or null. */
export function findCity(typed: string, cities: readonly City[] = CITIES): City | null {
  const key = fold(typed);
  return cities.find((c) => [c.name, c.sl, ...c.aliases].some((n) => fold(n) === key)) ?? null;
}
