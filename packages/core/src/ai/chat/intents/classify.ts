// nlp.js ships plain JavaScript: its declarations come with this file wherever it is compiled.
// oxlint-disable-next-line typescript/triple-slash-reference
/// <reference path="../modules.d.ts" />
import { containerBootstrap } from '@nlpjs/core';
import { NluNeural } from '@nlpjs/nlu';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangSl } from '@nlpjs/lang-sl';
import type { IntentId } from './catalogue';
import { EXAMPLES_EN } from './examples-en';
import { EXAMPLES_SL } from './examples-sl';

type Locale = 'en' | 'sl';

export interface Classified {
  /** The intent the message asks, or `None` when it is like none of the examples. */
  intent: IntentId | 'None';
  score: number;
}

const EXAMPLES: Record<Locale, Record<IntentId, string[]>> = { en: EXAMPLES_EN, sl: EXAMPLES_SL };

/**
 * One classifier per language (ADR 126): nlp.js's neural NLU over the language's own tokenizer,
 * normalizer and stemmer (@nlpjs/lang-en-min, @nlpjs/lang-sl), trained once per process on the
 * example utterances; spell checking maps a typo to a word the examples use.
 */
async function train(locale: Locale): Promise<NluNeural> {
  const container = await containerBootstrap();
  container.use(locale === 'sl' ? LangSl : LangEn);
  const nlu = new NluNeural({ locale, log: false, spellCheck: true }, container);
  const corpus = Object.entries(EXAMPLES[locale]).flatMap(([intent, utterances]) => utterances.map((utterance) => ({ utterance, intent })));
  await nlu.train(corpus);
  return nlu;
}

const models = new Map<Locale, Promise<NluNeural>>();
const model = (locale: Locale) => {
  let found = models.get(locale);
  if (!found) models.set(locale, (found = train(locale)));
  return found;
};

/** What a message asks, by the classifier of the conversation's language. */
export async function classify(message: string, locale: Locale): Promise<Classified> {
  const [best] = (await (await model(locale)).process(message)).classifications;
  return best ? { intent: best.intent as IntentId | 'None', score: best.score } : { intent: 'None', score: 0 };
}
