/** Postgres exclusion_violation: an EXCLUDE constraint refused the row (a room's nights overlap). */
const EXCLUSION_VIOLATION = '23P01';

/** The EXCLUDE constraint's refusal, as pg reports it and as PGlite wraps it (in `cause`). */
export const isExclusionViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: unknown }).code === EXCLUSION_VIOLATION || (err as { cause?: { code?: unknown } }).cause?.code === EXCLUSION_VIOLATION);

/** Postgres unique_violation: a UNIQUE constraint refused the row. */
const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: unknown }).code === UNIQUE_VIOLATION || (err as { cause?: { code?: unknown } }).cause?.code === UNIQUE_VIOLATION);
