// nlp.js ships plain JavaScript: its declarations come with this file wherever it is compiled.
// oxlint-disable-next-line typescript/triple-slash-reference
/// <reference path="../modules.d.ts" />
import { containerBootstrap } from '@nlpjs/core';
import { NluNeural } from '@nlpjs/nlu';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangSl } from '@nlpjs/lang-sl';
import { createHash } from 'node:crypto';
import { contentWords, words } from '../text';
import type { IntentId } from './catalogue';
import MODEL from './model.json';
import { EXAMPLES_EN } from './examples-en';
import { EXAMPLES_SL } from './examples-sl';

type Locale = 'en' | 'sl';

export interface Classified {
  /** The intent the message asks, or `None` when it is like none of the examples. */
  intent: IntentId | 'None';
  score: number;
}

const EXAMPLES: Record<Locale, Record<IntentId, string[]>> = { en: EXAMPLES_EN, sl: EXAMPLES_SL };

/** What the trained classifiers were trained on: a model file trained on other examples is not used. */
export const examplesHash = (): string =>
  createHash('sha256')
    .update(JSON.stringify({ nlpjs: NLPJS_VERSION, settings: SETTINGS, examples: EXAMPLES }))
    .digest('hex');

/** nlp.js's version and settings are part of what a model file was trained with. */
const NLPJS_VERSION = '4';
const SETTINGS = { log: false, spellCheck: true } as const;

async function container(locale: Locale) {
  const c = await containerBootstrap();
  c.use(locale === 'sl' ? LangSl : LangEn);
  return c;
}

/**
 * One classifier per language (ADR 126): nlp.js's neural NLU over the language's own tokenizer,
 * normalizer and stemmer (@nlpjs/lang-en-min, @nlpjs/lang-sl), trained on the example utterances;
 * spell checking maps a typo to a word the examples use.
 */
export async function train(locale: Locale): Promise<NluNeural> {
  const nlu = new NluNeural({ locale, ...SETTINGS }, await container(locale));
  const corpus = Object.entries(EXAMPLES[locale]).flatMap(([intent, utterances]) => utterances.map((utterance) => ({ utterance, intent })));
  await nlu.train(corpus);
  return nlu;
}

/**
 * The classifier as `npm run build` trained it (scripts/train-chat-intents.ts, model.json): loaded
 * in milliseconds, not trained at a cold start. Trained here only when the examples changed since.
 */
async function load(locale: Locale): Promise<NluNeural> {
  if (MODEL.hash !== examplesHash()) return train(locale);
  const nlu = new NluNeural({ locale, ...SETTINGS }, await container(locale));
  nlu.fromJSON(MODEL[locale]);
  return nlu;
}

const models = new Map<Locale, Promise<NluNeural>>();
const model = (locale: Locale) => {
  let found = models.get(locale);
  if (!found) models.set(locale, (found = load(locale)));
  return found;
};

async function top(nlu: NluNeural, message: string): Promise<Classified> {
  const [best] = (await nlu.process(message)).classifications;
  return best ? { intent: best.intent as IntentId | 'None', score: best.score } : { intent: 'None', score: 0 };
}

/**
 * What a message asks, by the classifier of the conversation's language. When it places the message
 * nowhere (every intent scored zero: its common words outweighed the rest, "What do I pay for a
 * table?"), its content words alone are asked again; when it is still unsure, the other language's
 * classifier, which only a sure answer overrides.
 */
export async function classify(said: string, locale: Locale, mixed = true): Promise<Classified> {
  const nlu = await model(locale);
  // "if our plans change" is about a booking, not the owners' plans.
  const message = said.replace(/\b(plans?) (change|changed|changes|fall through)\b|\bchange of plans?\b/gi, 'something changes');
  let best = await top(nlu, message);
  const content = contentWords(message).join(' ');
  if (best.intent === 'None' && content && content !== words(message).join(' ')) best = await top(nlu, content);
  if (!mixed || best.intent !== 'None') return best;
  // Written half in the other language ("a je deposit refundable?"): that language's classifier, when it is sure.
  const other = await classify(message, locale === 'sl' ? 'en' : 'sl', false);
  return other.intent !== 'None' && other.score >= 0.9 ? other : best;
}
