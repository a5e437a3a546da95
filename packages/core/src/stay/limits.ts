// Plain numbers and texts, no zod: the web's first load reads these without loading the schemas (ADR 054, 090).

/** SPEC §9: search guests 1-6, default 2; booking form 1-10. */
export const SEARCH_GUESTS_MAX = 6;
export const BOOKING_GUESTS_MAX = 10;
export const DEFAULT_GUESTS = 2;

/** SPEC §9: the stays search without dates (also shown by /stays itself, which loads no schema). */
export const DATES_REQUIRED = 'Please select check-in and check-out dates';
