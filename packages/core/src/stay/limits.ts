// Plain numbers, no zod: the web's first load reads these without loading the schemas (ADR 054).

/** SPEC §9: search guests 1-6, default 2; booking form 1-10. */
export const SEARCH_GUESTS_MAX = 6;
export const BOOKING_GUESTS_MAX = 10;
export const DEFAULT_GUESTS = 2;
