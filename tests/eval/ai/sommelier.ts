/**
 * The Sommelier's evaluation set: dishes a guest would type, each with the drink categories a right
 * first pick belongs to, what must never be picked, and the rules every answer keeps (no alcohol
 * is never relaxed, the budget is respected, a serving temperature suits the drink, Slovenian in
 * the right case). Run by `npm run eval:chat` through the embedded engine.
 */
import { createAi } from '@tablestay/core/ai/engine';
import { PAIRINGS } from '@tablestay/core/ai/sommelier/pairings';
import { suggestPairing } from '@tablestay/core/ai/sommelier/service';
import { sommelierInput, type SommelierInput } from '@tablestay/core/ai/sommelier/schema';
import type { EvalCase, EvalSet } from './report';

type Style = (typeof PAIRINGS)[number]['style'];
interface Dish {
  topic: 'category' | 'no-alcohol' | 'budget' | 'serving' | 'wording';
  req: SommelierInput & { lang: 'en' | 'sl' };
  /** Styles the first pick may have. */
  first?: Style[];
  /** Styles no pick may have. */
  noStyle?: Style[];
  /** Drinks never picked. */
  never?: string[];
  /** Text the answer must contain. */
  says?: string[];
}

const WINE: Style[] = ['white', 'orange', 'rose', 'sparkling', 'red'];
const FISH: Style[] = ['white', 'orange', 'rose', 'sparkling'];
const en = (dish: string, extra: Partial<SommelierInput> = {}) => ({ dish, lang: 'en' as const, ...extra });
const sl = (dish: string, extra: Partial<SommelierInput> = {}) => ({ dish, lang: 'sl' as const, ...extra });

const DISHES: Dish[] = [
  // The pairing category: what kind of drink goes first.
  { topic: 'category', req: en('Grilled Adriatic sea bass'), first: FISH, never: ['margarita', 'pina-colada', 'espresso-martini'] },
  { topic: 'category', req: sl('Brancin na žaru'), first: FISH, never: ['margarita', 'pina-colada', 'espresso-martini'] },
  { topic: 'category', req: en('Beef steak with pepper sauce'), first: ['red'] },
  { topic: 'category', req: sl('Goveji zrezek z omako'), first: ['red'] },
  { topic: 'category', req: en('Venison stew'), first: ['red'] },
  { topic: 'category', req: sl('Divjačinski golaž'), first: ['red'] },
  { topic: 'category', req: en('Oysters'), first: FISH },
  { topic: 'category', req: sl('Ostrige'), first: FISH },
  { topic: 'category', req: en('Sushi and sashimi'), first: ['white', 'sparkling', 'sake'] },
  { topic: 'category', req: en('Roast chicken with herbs'), first: WINE },
  { topic: 'category', req: sl('Pečen piščanec'), first: WINE },
  { topic: 'category', req: en('Mushroom risotto'), first: WINE },
  { topic: 'category', req: sl('Gobova rižota'), first: WINE },
  { topic: 'category', req: en('Prosciutto and cheese platter'), first: WINE },
  { topic: 'category', req: en('Margherita pizza'), first: WINE.concat(['beer', 'cocktail']) },
  { topic: 'category', req: en('Dark chocolate tart'), first: ['red', 'white', 'sparkling', 'cocktail'], never: ['ipa', 'gin-tonic'] },
  { topic: 'category', req: en('Spicy fish tacos', { cuisine: 'Mexican' }), first: ['white', 'cocktail', 'beer', 'rose', 'sparkling'] },
  { topic: 'category', req: en('Grilled salmon'), first: WINE, never: ['margarita', 'pina-colada'] },
  { topic: 'category', req: sl('Lignji na žaru'), first: FISH, never: ['margarita', 'pina-colada'] },
  { topic: 'category', req: en('Kranjska sausage with sauerkraut'), first: WINE.concat(['beer']) },
  // No alcohol: never relaxed, whatever else is asked.
  { topic: 'no-alcohol', req: en('Grilled sea bass', { preference: 'none' }), noStyle: WINE.concat(['cocktail', 'beer', 'sake']) },
  { topic: 'no-alcohol', req: sl('Goveji zrezek', { preference: 'none' }), noStyle: WINE.concat(['cocktail', 'beer', 'sake']) },
  { topic: 'no-alcohol', req: en('Chocolate cake', { preference: 'none', sweetness: 'dry' }), noStyle: WINE.concat(['cocktail', 'beer', 'sake']) },
  {
    topic: 'no-alcohol',
    req: en('Lobster', { preference: 'none', budget: 'premium', occasion: 'celebration' }),
    noStyle: WINE.concat(['cocktail', 'beer', 'sake']),
  },
  { topic: 'no-alcohol', req: sl('Tiramisu', { preference: 'none', sweetness: 'sweet' }), noStyle: WINE.concat(['cocktail', 'beer', 'sake']) },
  { topic: 'no-alcohol', req: sl('Pica', { preference: 'none' }), noStyle: WINE.concat(['cocktail', 'beer', 'sake']) },
  // The budget: every pick within the band (or cheaper).
  { topic: 'budget', req: en('Lamb chops', { budget: 'budget' }) },
  { topic: 'budget', req: sl('Jagnjetina', { budget: 'budget' }) },
  { topic: 'budget', req: en('Oysters', { budget: 'budget' }) },
  { topic: 'budget', req: en('Truffle pasta', { budget: 'mid' }) },
  { topic: 'budget', req: sl('Tartufi s testeninami', { budget: 'mid' }) },
  { topic: 'budget', req: en('Duck breast', { budget: 'budget', preference: 'red' }) },
  // Serving temperatures that suit the drink.
  { topic: 'serving', req: en('Chocolate cake', { preference: 'none' }) },
  { topic: 'serving', req: en('Churros with chocolate', { preference: 'none', cuisine: 'Mexican' }) },
  { topic: 'serving', req: en('Apple strudel', { preference: 'none' }) },
  { topic: 'serving', req: en('Beef burger', { preference: 'red' }) },
  // Slovenian in the right case; the hot chocolate's tip in full.
  { topic: 'wording', req: sl('Čokoladna torta', { preference: 'none' }), says: ['Začinjeno vročo čokolado postrezite'] },
  { topic: 'wording', req: sl('Brancin na žaru', { preference: 'white' }) },
  { topic: 'wording', req: sl('Pršut in sir', { preference: 'red' }) },
  { topic: 'wording', req: sl('Jabolčni zavitek', { preference: 'none' }) },
  { topic: 'wording', req: sl('Morski sadeži', { preference: 'sparkling' }) },
  { topic: 'wording', req: en('Chocolate cake', { preference: 'none' }), says: ['Serve the Spiced hot chocolate at 60–65 °C'] },
];

const BANDS = ['budget', 'mid', 'premium'];
const HOT = /\b(hot|vroč)/iu;

export async function sommelierSet(): Promise<EvalSet> {
  const port = createAi(null);
  const cases: EvalCase[] = [];
  for (const d of DISHES) {
    const req = sommelierInput.parse(d.req);
    const out = await suggestPairing(port, req);
    const picks = out.picks.map((p) => PAIRINGS.find((x) => x.id === p.id)!);
    const misses: string[] = [];
    if (!picks.length) misses.push('no pick');
    if (d.first && picks[0] && !d.first.includes(picks[0].style)) misses.push(`first pick ${picks[0].id} (${picks[0].style})`);
    for (const p of picks) {
      if (d.never?.includes(p.id)) misses.push(`picked ${p.id}`);
      if (d.noStyle?.includes(p.style)) misses.push(`picked ${p.id} (${p.style})`);
      if (req.preference === 'none' && p.alcoholic) misses.push(`alcohol: ${p.id}`);
      if (req.budget !== 'any' && BANDS.indexOf(p.band) > BANDS.indexOf(req.budget)) misses.push(`over budget: ${p.id} (${p.band})`);
    }
    // A temperature is stated for a drink it suits: a hot drink is never served at fridge temperature, a red never at 6 °C.
    const tip = out.result.split('\n').at(-1) ?? '';
    const temp = tip.match(/(\d+)–(\d+) °C/);
    const named = picks.find((p) => tip.includes(p.name[req.lang]) || tip.toLowerCase().includes(p.name[req.lang].toLowerCase().slice(0, 8)));
    if (temp && named && HOT.test(named.name.en) && Number(temp[2]) < 40) misses.push(`tip: ${tip}`);
    if (temp && named?.style === 'red' && Number(temp[1]) < 12) misses.push(`tip: ${tip}`);
    // Slovenian: the object of "postrezite" is in the accusative (a feminine -a ending turns to -o).
    if (req.lang === 'sl' && /\p{L}+a (\p{L}+a )?postrezite/u.test(tip) && !/ iz /.test(tip.split('postrezite')[0]!)) misses.push(`case: ${tip}`);
    for (const s of d.says ?? []) if (!out.result.includes(s)) misses.push(`missing "${s}" in: ${tip}`);
    cases.push({
      topic: d.topic,
      lang: req.lang,
      name: `${req.dish}${req.preference !== 'open' ? ` (${req.preference})` : ''}${req.budget !== 'mid' ? ` [${req.budget}]` : ''}`,
      misses,
    });
  }
  return { title: `Sommelier — ${DISHES.length} dishes (embedded engine)`, cases };
}
