import * as z from 'zod';
import type { AiPort } from '../port';
import { PAIRINGS } from './pairings';
import { rankPairings, type Ranking } from './rank';
import type { SommelierRequest } from './schema';
import { fold } from './table';
import { accusativeSl, originLabel, priceLabel, reasonPhrases, serveLabel, styleLabel, textFor, whySentence } from './words';

/** The model's part: an introduction, a "why" per candidate (by id) and a closing tip; all else is code's. */
const pairingAnswer = z.object({
  intro: z.string().min(1).max(500),
  picks: z.array(z.object({ id: z.string(), why: z.string().min(1).max(500) })).min(1),
  tip: z.string().max(300),
});
export type PairingAnswer = z.infer<typeof pairingAnswer>;

export interface PairingResult {
  /** The recommendation as plain text (SPEC §3: response result). */
  result: string;
  picks: { id: string; name: string }[];
  by: 'model' | 'local';
}

const LANGUAGE = { en: 'English', sl: 'Slovenian' } as const;

/** The facts the model may word: the request as understood and the ranked candidates. */
export function pairingFacts(req: SommelierRequest, ranking: Ranking) {
  const lang = req.lang;
  return {
    language: LANGUAGE[lang],
    dish: req.dish,
    cuisine: req.cuisine || null,
    budget: req.budget,
    preference: req.preference,
    sweetness: req.sweetness,
    occasion: req.occasion,
    location: req.location || null,
    recognised: ranking.dishTags.length > 0,
    relaxed: ranking.relaxed,
    candidates: ranking.top.map(({ drink, reasons }) => ({
      id: drink.id,
      name: drink.name[lang],
      style: styleLabel(drink, lang),
      origin: originLabel(drink, lang),
      price: priceLabel(drink, lang),
      alcoholic: drink.alcoholic,
      tasting: drink.note[lang],
      fits: reasonPhrases(reasons, req.occasion, lang).filter(Boolean),
      serve: serveLabel(drink) || null,
    })),
  };
}

const instructions = (lang: SommelierRequest['lang']) =>
  [
    'You are a friendly sommelier on a Slovenian restaurant-booking site.',
    `Write in ${LANGUAGE[lang]}.`,
    'Explain why each candidate in the facts suits the dish: one "why" per candidate, by its id, in the given order.',
    'Use only the facts: do not name any other wine, grape, cocktail, drink, producer or place, and do not write prices or numbers that are not in the facts.',
    'intro: one or two sentences about the dish and the choice. tip: one short serving tip (may use a candidate\'s "serve" temperature). Plain text, no markdown.',
  ].join(' ');

/** The embedded engine's answer: templates over the same facts, in the answer's language. */
function localAnswer(req: SommelierRequest, ranking: Ranking): PairingAnswer {
  const { lang } = req;
  const { join } = textFor;
  const sl = lang === 'sl';
  const n = ranking.top.length;
  const parts: string[] = [];
  if (n === 0) return { intro: sl ? `Za jed ${req.dish} ne najdem ustrezne pijače.` : `I found nothing to pour with ${req.dish}.`, picks: [], tip: '' };
  parts.push(
    sl ? `Za jed »${req.dish}« predlagam ${n === 1 ? 'to pijačo' : 'te pijače'}.` : `For ${req.dish}, here ${n === 1 ? 'is my pick' : `are my ${n} picks`}.`,
  );
  if (!ranking.dishTags.length)
    parts.push(
      sl ? 'Sestavin jedi nisem prepoznal, zato so to vsestranske izbire.' : 'I could not tell what the dish is made of, so these are versatile choices.',
    );
  if (ranking.relaxed.length) {
    const what = ranking.relaxed.map((r) =>
      sl ? { sweetness: 'sladkosti', budget: 'cenovnega razreda' }[r] : { sweetness: 'sweetness', budget: 'budget' }[r],
    );
    parts.push(
      sl
        ? `Nič ni ustrezalo vsem izbiram, zato sem izpustil pogoj ${join(what, lang)}.`
        : `Nothing matched every choice, so I set aside the ${join(what, lang)}.`,
    );
  }
  const first = ranking.top[0]!.drink;
  const serve = serveLabel(first);
  const tip = serve
    ? sl
      ? `${textFor.capital(accusativeSl(first.name.sl))} postrezite pri ${serve}.`
      : `Serve the ${first.name.en} at ${serve}.`
    : sl
      ? 'Koktajl pripravite tik pred serviranjem.'
      : 'Mix the cocktail just before serving.';
  return {
    intro: parts.join(' '),
    picks: ranking.top.map(({ drink, reasons }) => ({ id: drink.id, why: whySentence(drink, reasonPhrases(reasons, req.occasion, lang), lang) })),
    tip,
  };
}

const numbers = (s: string) => s.match(/\d+/g) ?? [];
const words = (s: string) => ` ${fold(s).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/**
 * False when the model's answer leaves a candidate out, adds one, names a drink from the table that
 * is not a candidate, or writes a number the facts do not have (a price, a year, a temperature).
 */
export function answerAgrees(answer: PairingAnswer, ranking: Ranking, facts: unknown): boolean {
  const ids = ranking.top.map((r) => r.drink.id);
  const given = answer.picks.map((p) => p.id);
  if (given.length !== ids.length || new Set(given).size !== given.length || given.some((id) => !ids.includes(id))) return false;
  const text = [answer.intro, answer.tip, ...answer.picks.map((p) => p.why)].join(' ');
  const known = new Set(numbers(JSON.stringify(facts)));
  if (numbers(text).some((n) => !known.has(n))) return false;
  const said = words(text);
  const ours = ranking.top.flatMap((r) => r.drink.mentions.map(words));
  for (const other of PAIRINGS) {
    if (ids.includes(other.id)) continue;
    for (const m of other.mentions.map(words)) {
      // "Sauvignon" names the Štajerska candidate as well as the Loire one: shared words are excused.
      if (said.includes(m) && !ours.some((o) => o.includes(m) || m.includes(o))) return false;
    }
  }
  return true;
}

/** The answer as the guest reads it: intro, numbered picks with code's facts, then the tip. */
function composeText(req: SommelierRequest, ranking: Ranking, answer: PairingAnswer): string {
  const { lang } = req;
  const lines = [answer.intro.trim(), ''];
  ranking.top.forEach(({ drink }, i) => {
    const why = answer.picks.find((p) => p.id === drink.id)?.why.trim() ?? '';
    lines.push(`${i + 1}. ${drink.name[lang]} — ${styleLabel(drink, lang)} · ${originLabel(drink, lang)} · ${priceLabel(drink, lang)}`, `   ${why}`, '');
  });
  if (answer.tip.trim()) lines.push(answer.tip.trim());
  return lines.join('\n').trim();
}

/** sommelier-suggest: code ranks the curated table; the port (a model, or the embedded engine) words it. */
export async function suggestPairing(port: AiPort, req: SommelierRequest): Promise<PairingResult> {
  const ranking = rankPairings(req);
  const facts = pairingFacts(req, ranking);
  const local = () => localAnswer(req, ranking);
  const worded =
    ranking.top.length === 0
      ? { value: local(), by: 'local' as const }
      : await port.word({
          task: 'sommelier',
          instructions: instructions(req.lang),
          facts,
          schema: pairingAnswer,
          local,
          agrees: (a) => answerAgrees(a, ranking, facts),
        });
  return {
    result: composeText(req, ranking, worded.value),
    picks: ranking.top.map((r) => ({ id: r.drink.id, name: r.drink.name[req.lang] })),
    by: worded.by,
  };
}
