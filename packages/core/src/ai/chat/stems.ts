// oxlint-disable-next-line typescript/triple-slash-reference
/// <reference path="./modules.d.ts" />
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerSl } from '@nlpjs/lang-sl';
import { eng, slv } from 'stopword';
import { fold } from './text';

type Locale = 'en' | 'sl';

const STEMMERS = { en: new StemmerEn(), sl: new StemmerSl() };
/** The stop words of both languages (the `stopword` package's lists), folded: a question may mix them. */
const STOPWORDS = new Set([...eng, ...slv].map(fold));

/**
 * A word as the chat's search indexes it (ADR 126): folded (lower case, no diacritics), a stop word
 * dropped, then stemmed by the language's own stemmer (nlp.js: Porter for English, its
 * Slovenian stemmer), so "deposits"/"deposit" and "varščina"/"varščino"/"varščine" meet.
 */
export function stemTerm(word: string, locale: Locale): string | null {
  const w = fold(word);
  if (STOPWORDS.has(w) || (w.length < 2 && !/\d/.test(w))) return null;
  return STEMMERS[locale].stemWord(w);
}

/** The stemmed search terms of a text. */
export const stemTerms = (text: string, locale: Locale) => (fold(text).match(/[a-z0-9]+/g) ?? []).flatMap((w) => stemTerm(w, locale) ?? []);
