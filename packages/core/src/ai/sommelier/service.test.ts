import { describe, expect, it } from 'vitest';
import { createAi } from '../engine';
import { mockModel } from '../mock-model';
import { rankPairings } from './rank';
import { DISH_REQUIRED, DISH_TOO_LONG, sommelierInput } from './schema';
import { answerAgrees, pairingFacts, suggestPairing } from './service';

const quiet = () => {};
const steak = sommelierInput.parse({ dish: 'Grilled ribeye steak', lang: 'en' });
const ranking = rankPairings(steak);
const ids = ranking.top.map((r) => r.drink.id);
const good = {
  intro: 'A charred steak wants a red with grip.',
  picks: ids.map((id) => ({ id, why: 'Its acidity cuts through the fat.' })),
  tip: 'Open the red early.',
};

describe('the Sommelier request', () => {
  it('trims the dish and gives the SPEC texts', () => {
    expect(sommelierInput.parse({ dish: '  Steak  ' })).toMatchObject({ dish: 'Steak', budget: 'mid', preference: 'open', sweetness: 'any', lang: 'en' });
    expect(sommelierInput.safeParse({ dish: '   ' }).error?.issues[0]?.message).toBe(DISH_REQUIRED);
    expect(sommelierInput.safeParse({}).error?.issues[0]?.message).toBe(DISH_REQUIRED);
    expect(sommelierInput.safeParse({ dish: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(DISH_TOO_LONG);
    expect(sommelierInput.safeParse({ dish: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('sommelier-suggest on the embedded engine', () => {
  it('writes the ranked candidates with their facts, in English and in Slovenian', async () => {
    const en = await suggestPairing(createAi(null), steak);
    expect(en.by).toBe('local');
    expect(en.picks.map((p) => p.id)).toEqual(ids);
    expect(en.result).toMatch(/^For Grilled ribeye steak, here are my 3 picks\./);
    expect(en.result).toContain('1. Modra frankinja (Blaufränkisch) — red wine, dry · Slovenia, Bela krajina · €10–24 a bottle');
    expect(en.result).toContain('It goes with red meat and grilled food.');
    expect(en.result).toContain('Serve the Modra frankinja (Blaufränkisch) at 16–18 °C.');

    const sl = await suggestPairing(createAi(null), sommelierInput.parse({ dish: 'Goveji zrezek z žara', lang: 'sl', location: 'Sežana' }));
    expect(sl.result).toMatch(/^Za jed »Goveji zrezek z žara« predlagam te pijače\./);
    expect(sl.result).toContain('1. Kraški teran — rdeče vino, suho · Slovenija, Kras · 12–25 € za steklenico');
    expect(sl.result).toContain('Paše k rdečemu mesu in jedem z žara in je pridelano prav v vašem koncu (Kras).');
  });

  it('says when a choice was set aside, and when it did not know the dish', async () => {
    const relaxed = await suggestPairing(createAi(null), sommelierInput.parse({ dish: 'Cake', preference: 'rose', sweetness: 'sweet' }));
    expect(relaxed.result).toContain('Nothing matched every choice, so I set aside the sweetness.');
    const unknown = await suggestPairing(createAi(null), sommelierInput.parse({ dish: 'Grandma’s surprise', lang: 'sl' }));
    expect(unknown.result).toContain('Sestavin jedi nisem prepoznal, zato so to vsestranske izbire.');
  });
});

describe('sommelier-suggest with a model', () => {
  it('sends the facts and the answer language; the model only words them', async () => {
    const model = mockModel(good);
    const answer = await suggestPairing(createAi(model, quiet), steak);
    expect(answer.by).toBe('model');
    expect(answer.result).toMatch(
      /^A charred steak wants a red with grip\.\n\n1\. Modra frankinja \(Blaufränkisch\) — red wine, dry · Slovenia, Bela krajina · €10–24 a bottle\n {3}Its acidity/,
    );
    expect(answer.result.endsWith('Open the red early.')).toBe(true);
    const prompt = model.prompts()[0]!;
    expect(prompt).toContain('Write in English.');
    for (const id of ids) expect(prompt).toContain(`\\"id\\":\\"${id}\\"`);
    expect(prompt).toContain('€10–24 a bottle');
    expect(prompt).toContain('Grilled ribeye steak');

    const sl = mockModel(good);
    await suggestPairing(createAi(sl, quiet), { ...steak, lang: 'sl' });
    expect(sl.prompts()[0]).toContain('Write in Slovenian.');
    expect(sl.prompts()[0]).toContain('10–24 € za steklenico');
  });

  it('falls back to the facts when the answer is malformed, drops or invents a candidate, names another drink or a number', async () => {
    const local = (await suggestPairing(createAi(null), steak)).result;
    const bad = [
      'not json {',
      { intro: 'Hi' },
      { ...good, picks: good.picks.slice(1) },
      { ...good, picks: [...good.picks.slice(1), { id: 'barolo', why: 'Big.' }] },
      { ...good, intro: 'Skip these and pour a Barolo instead.' },
      { ...good, tip: 'A 2015 vintage is ideal.' },
      new Error('model down'),
    ];
    for (const reply of bad) {
      const answer = await suggestPairing(createAi(mockModel(reply), quiet), steak);
      expect(answer).toMatchObject({ by: 'local', result: local });
    }
  });

  it("excuses words a candidate shares with another drink, and the facts' own numbers", () => {
    const sushi = rankPairings(sommelierInput.parse({ dish: 'Sushi', lang: 'en', budget: 'any' }));
    const facts = pairingFacts(sommelierInput.parse({ dish: 'Sushi', budget: 'any' }), sushi);
    const picks = sushi.top.map((r) => ({ id: r.drink.id, why: 'Fresh.' }));
    expect(sushi.top.map((r) => r.drink.id)).toContain('sauvignon-stajerska');
    expect(answerAgrees({ intro: 'A Sauvignon from Štajerska loves raw fish.', picks, tip: 'Serve at 8–12 °C.' }, sushi, facts)).toBe(true);
    expect(answerAgrees({ intro: 'Or try Champagne.', picks, tip: '' }, sushi, facts)).toBe(sushi.top.some((r) => r.drink.id === 'champagne'));
  });
});

describe('the serving tip (ADR 118)', () => {
  it('serves a hot drink hot, names it in the Slovenian accusative, and keeps a Margarita away from grilled sea bass', async () => {
    const en = await suggestPairing(createAi(null), sommelierInput.parse({ dish: 'Chocolate cake', preference: 'none', lang: 'en' }));
    expect(en.result).toContain('Serve the Spiced hot chocolate at 60–65 °C.');
    const sl = await suggestPairing(createAi(null), sommelierInput.parse({ dish: 'Čokoladna torta', preference: 'none', lang: 'sl' }));
    expect(sl.result).toContain('Začinjeno vročo čokolado postrezite pri 60–65 °C.');
    const fish = rankPairings(sommelierInput.parse({ dish: 'Grilled Adriatic sea bass', lang: 'en' }));
    expect(fish.top.map((r) => r.drink.id)).not.toContain('margarita');
  });
});
