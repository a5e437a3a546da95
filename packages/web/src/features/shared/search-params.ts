import { isUuid } from '@tablestay/core/text/uuid';
// No zod here: `validateSearch` runs before any route chunk loads, so what it imports is in the
// entry chunk every page pays for (ADR 054). Each field is a small reader instead.

/** Reads one raw query value: the value, or `undefined` when it is missing or does not fit. */
export type SearchField<T> = (raw: unknown) => T | undefined;

/** A Standard Schema (zod 4 schemas are one): accepted too, but it brings its library into the entry. */
interface StandardSchema<T> {
  readonly '~standard': { validate(value: unknown): { value: T; issues?: undefined } | { issues: readonly unknown[] } | Promise<unknown> };
}

type Field = SearchField<unknown> | StandardSchema<unknown>;
type Read<F> = F extends StandardSchema<infer T> ? T : F extends SearchField<infer T> ? T : never;
export type SearchOf<S extends Record<string, Field>> = { [K in keyof S]?: Read<S[K]> };

function reader(field: Field): SearchField<unknown> {
  if (typeof field === 'function') return field;
  return (raw) => {
    if (raw === undefined) return undefined;
    const result = field['~standard'].validate(raw);
    return result instanceof Promise || result.issues ? undefined : result.value;
  };
}

/**
 * The one parser of a route's search params (`validateSearch`): every field is optional, and a
 * value that does not fit reads as missing, so a malformed or hand-edited URL never throws; the
 * page then says what is missing. Unknown params are dropped.
 */
export function searchSchema<S extends Record<string, Field>>(shape: S): (search: Record<string, unknown>) => SearchOf<S> {
  const fields = Object.entries(shape).map(([key, field]) => [key, reader(field)] as const);
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of fields) {
      const value = read(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<S>;
  };
}

// The router parses query values as JSON, so "?location=1000" arrives as a number: read it as text.
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** Text up to `max` characters, trimmed; blank reads as missing. */
export const searchText =
  (max: number): SearchField<string> =>
  (raw) => {
    const v = asText(raw);
    if (typeof v !== 'string') return undefined;
    const text = v.trim();
    return text && text.length <= max ? text : undefined;
  };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, 'YYYY-MM-DD'. */
export const searchDate: SearchField<string> = (raw) => {
  const v = asText(raw);
  return typeof v === 'string' && DAY.test(v) ? v : undefined;
};

// A number as the router parsed it, or decimal text ("05"). `Number()` alone also read a blank
// `?budget=` and `null` as 0, `true` as 1 and `[2]` as 2: values that do not fit, read as missing.
const DECIMAL = /^-?\d+(\.\d+)?$/;
const toNumber = (raw: unknown) => (typeof raw === 'number' ? raw : typeof raw === 'string' && DECIMAL.test(raw) ? Number(raw) : Number.NaN);

/** A whole number (guests and the like); its range is the page's own check. */
export const searchCount: SearchField<number> = (raw) => {
  const n = toNumber(raw);
  return Number.isInteger(n) ? n : undefined;
};

/** A number of at least 0 (a budget). */
export const searchAmount: SearchField<number> = (raw) => {
  const n = toNumber(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** A switch that is on only as `=1`. */
export const searchFlag: SearchField<1> = (raw) => (raw === 1 || raw === '1' || raw === true ? 1 : undefined);

/** A link's token or code. */
export const searchToken: SearchField<string> = (raw) => {
  const v = asText(raw);
  return typeof v === 'string' && v.length >= 1 && v.length <= 200 ? v : undefined;
};

/** A row's id (a UUID); anything else reads as missing. */
export const searchUuid: SearchField<string> = (raw) => (typeof raw === 'string' && isUuid(raw) ? raw : undefined);

/** A path inside the site to return to (never `//host` or `/\host`). */
export const searchRedirect: SearchField<string> = (raw) => (typeof raw === 'string' && /^\/(?![/\\])/.test(raw) ? raw : undefined);

/** One of a few words (`searchEnum(['signin', 'signup'])`). */
export const searchEnum =
  <const T extends string>(values: readonly T[]): SearchField<T> =>
  (raw) =>
    values.includes(raw as T) ? (raw as T) : undefined;
