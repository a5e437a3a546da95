/**
 * Search text → a Postgres regular expression that matches letters with or without their
 * diacritics ('hisa' finds 'Hiša', 'čevljarska' finds 'Cevljarska'). pg_trgm extracts trigrams from
 * such a regex, so the match runs on the existing `lower(column)` trigram indexes: no unaccent
 * extension, no extra indexed expression (ADR 015).
 */

/**
 * The letters a plain query letter also stands for: the carons and accents of Slovenian and its
 * neighbours (č ć š ž đ). Kept small on purpose: every alternative multiplies the trigrams the
 * index has to look up (ADR 015).
 */
const VARIANTS: Record<string, string> = { c: 'cčć', s: 'sš', z: 'zž', d: 'dđ' };

/** Accented letters folded to their base letter for comparison. */
const FOLD: Record<string, string> = {
  a: 'àáâäãåą',
  c: 'čćç',
  d: 'đď',
  e: 'èéêëěę',
  i: 'ìíîï',
  l: 'łľĺ',
  n: 'ñńň',
  o: 'òóôöõø',
  r: 'řŕ',
  s: 'šś',
  t: 'ť',
  u: 'ùúûüů',
  y: 'ýÿ',
  z: 'žźż',
};

const BASE = new Map<string, string>();
for (const [base, forms] of Object.entries(FOLD)) for (const ch of forms) BASE.set(ch, base);

/** Most specific first; more would only widen the match and slow the index. */
const MAX_PARTS = 3;
const MIN_PART_CHARS = 2;

/** 'Hiša' → 'hisa': lower case, diacritics removed where the table knows them. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').toLowerCase()) out += BASE.get(ch) ?? ch;
  return out;
}

/**
 * One piece of search text as a regex body. A plain letter with regional variants becomes a class
 * ('s' → '[sš]'); an accented letter in the query matches itself or its base letter ('é' → '[eé]');
 * everything else is literal.
 */
export function textToRegex(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').toLowerCase()) {
    const base = BASE.get(ch);
    const forms = VARIANTS[base ?? ch];
    if (forms) out += forms.includes(ch) ? `[${forms}]` : `[${forms}${ch}]`;
    else if (base) out += `[${base}${ch}]`;
    else if (/[a-z0-9]/.test(ch)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    // ASCII punctuation is escaped (a backslash before a non-alphanumeric is that character in
    // Postgres AREs); other characters are literal.
    else if (/[\x21-\x7e]/.test(ch)) out += `\\${ch}`;
    else out += ch;
  }
  return out;
}

/**
 * The parts a location is searched by: the whole text, or for "Ljubljana, Slovenia" its
 * comma-separated parts (any of them may match). Empty when nothing searchable is left.
 */
export function searchParts(location: string): string[] {
  const text = location.replace(/\s+/g, ' ').trim();
  if (!text.includes(',')) return text.length > 0 ? [text] : [];
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length >= MIN_PART_CHARS);
  return parts.slice(0, MAX_PARTS);
}

export interface SearchPattern {
  /** Matches anywhere: the WHERE clause (index-backed). */
  any: string;
  /** The first (most specific) part alone, for ranking. */
  first: string;
}

export function searchPattern(location: string): SearchPattern | null {
  const parts = searchParts(location)
    .map(textToRegex)
    .filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  return { any: parts.length === 1 ? parts[0]! : `(${parts.join('|')})`, first: parts[0]! };
}
