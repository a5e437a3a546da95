import { z } from 'zod';

// The router parses query values as JSON, so "?location=1000" arrives as a number: read it as text.
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

type Lenient<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.ZodCatch<z.ZodOptional<T[K]>> };

/**
 * The one parser of a route's search params (`validateSearch`): every field is optional, and a
 * value that does not fit reads as missing, so a malformed or hand-edited URL never throws; the
 * page then says what is missing.
 */
export function searchSchema<T extends Record<string, z.ZodType>>(shape: T) {
  const lenient = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional().catch(undefined)]));
  return z.object(lenient as Lenient<T>);
}

/** Text up to `max` characters, trimmed; blank reads as missing. */
export const searchText = (max: number) => z.preprocess(asText, z.string().trim().max(max)).transform((v) => (v ? v : undefined));

/** A calendar day, 'YYYY-MM-DD'. */
export const searchDate = z.preprocess(asText, z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** A whole number (guests and the like); its range is the page's own check. */
export const searchCount = z.coerce.number().int();

/** A number of at least 0 (a budget). */
export const searchAmount = z.coerce.number().min(0);

/** A switch that is on only as `=1`. */
export const searchFlag = z.preprocess((v) => (v === 1 || v === '1' || v === true ? 1 : v), z.literal(1));

/** A link's token or code. */
export const searchToken = z.preprocess(asText, z.string().min(1).max(200));

/** A path inside the site to return to (never `//host` or `/\host`). */
export const searchRedirect = z.string().regex(/^\/(?![/\\])/);
