import * as z from 'zod';

/**
 * One rule for free text (names, notes, comments, addresses, URLs, link tokens): no control
 * characters and well-formed Unicode. Postgres refuses NUL outright, and none of the others belongs
 * in what a guest types. A lone UTF-16 surrogate ('\ud800x', which JSON can carry) is not text:
 * Postgres refuses it in jsonb (the audit log), so it would fail the write with a 500 rather than
 * answer. Multi-line fields (notes, comments) keep newline and tab. Shared with the web: no server
 * imports.
 */
export const CONTROL_CHARACTERS = 'This text contains characters that are not allowed';

// Under the `u` flag a surrogate pair is one code point; only a lone surrogate is \p{Cs}, so
// "no \p{Cs}" is exactly String.prototype.isWellFormed (which older browsers lack).
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
// Tab, line feed and carriage return are the only control characters a textarea sends.
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/** True when `s` has a control character (tab and newlines included) or a lone surrogate. */
export const hasControlCharacters = (s: string) => !SINGLE_LINE.test(s);

/** A single-line text field: `error` is the field's own text for a missing or non-string value. */
export const text = (error: string) => z.string({ error }).regex(SINGLE_LINE, CONTROL_CHARACTERS);

/** A multi-line text field (notes, comments): newlines and tabs are allowed. */
export const multilineText = (error: string) => z.string({ error }).regex(MULTI_LINE, CONTROL_CHARACTERS);

/**
 * A value that comes from a link (ids, tokens, codes): anything malformed reads exactly like a wrong
 * one, with the link's own message.
 */
export const linkText = (message: string, max = 200) => z.string({ error: message }).max(max, message).regex(SINGLE_LINE, message);

/**
 * Search text is never refused (a search box answers, it does not scold): control characters
 * and lone surrogates become spaces, runs of whitespace one space, and it is cut at `max`.
 */
export const cleanSearchText = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
