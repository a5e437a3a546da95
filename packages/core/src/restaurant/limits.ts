// Plain numbers, no zod: the web's first load reads these without loading the schemas (ADR 054).

/** Fewer characters than this suggest nothing: one letter matches half the country. */
export const SUGGEST_MIN_CHARS = 2;
