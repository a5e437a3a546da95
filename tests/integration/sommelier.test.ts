import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAi } from '@tablestay/core/ai/engine';
import { mockModel } from '@tablestay/core/ai/mock-model';
import { PAIRINGS } from '@tablestay/core/ai/sommelier/pairings';
import { verifiedGuest } from '../support/accounts';
import { Client, startTestServer, type TestServer } from '../support/server';

/**
 * sommelier.suggest over real HTTP (ADR 084): signed-in only, behind the Sommelier add-on
 * (bought on the local checkout), SPEC §5 texts, and the model seam: the facts reach the prompt and
 * a malformed answer falls back to the embedded engine.
 */

let server: TestServer;
let fan: Client;
beforeAll(async () => {
  server = await startTestServer();
  fan = await verifiedGuest(server, 'wine.fan@example.com');
  const started = await fan.mutate<{ url: string }>('billing.createCheckout', { plan: 'sommelier' });
  const paid = await fetch(started.data.url, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`the local checkout answered ${paid.status}`);
});
afterAll(() => server?.close());

interface Suggestion {
  result: string;
  picks: { id: string; name: string }[];
  by: 'model' | 'local';
}
const suggest = (c: Client, input: unknown) => c.mutate<Suggestion>('sommelier.suggest', input);
const byId = new Map(PAIRINGS.map((d) => [d.id, d]));

describe('who may ask the Sommelier', () => {
  it('a visitor is asked to log in; a guest without the add-on gets the SPEC text', async () => {
    const visitor = await suggest(new Client(server.url), { dish: 'Steak' });
    expect(visitor.status).toBe(401);
    expect(visitor.error?.message).toBe('Please log in first');

    const guest = await verifiedGuest(server, 'no.addon@example.com');
    const refused = await suggest(guest, { dish: 'Steak' });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('Subscription required — Please subscribe to use AI Sommelier');
    expect(refused.error?.data.domainCode).toBe('billing.sommelier_required');
  });
});

describe('sommelier.suggest for a subscriber', () => {
  it('checks the dish with the SPEC texts', async () => {
    for (const [dish, message] of [
      ['', 'Dish is required'],
      ['    ', 'Dish is required'],
      ['x'.repeat(101), 'Dish name too long'],
    ] as const) {
      const res = await suggest(fan, { dish });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(message);
      expect(res.error?.data.fieldErrors).toEqual({ dish: message });
    }
    expect((await suggest(fan, { dish: 'Steak', preference: 'beer' })).status).toBe(400);
  });

  it('pairs a steak with reds from the table on the embedded engine, in English and Slovenian', async () => {
    const en = await suggest(fan, { dish: 'Grilled ribeye steak', budget: 'mid', preference: 'red', lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.data.by).toBe('local');
    expect(en.data.picks).toHaveLength(3);
    for (const pick of en.data.picks) {
      expect(byId.get(pick.id)?.style).toBe('red');
      expect(en.data.result).toContain(pick.name);
    }
    expect(en.data.result).toMatch(/^For Grilled ribeye steak, here are my 3 picks\./);

    const sl = await suggest(fan, { dish: 'Goveji zrezek', preference: 'none', location: 'Ljubljana', lang: 'sl' });
    expect(sl.data.picks.every((p) => byId.get(p.id)?.alcoholic === false)).toBe(true);
    expect(sl.data.result).toMatch(/^Za jed »Goveji zrezek« predlagam te pijače\./);
  });

  it('sends the facts to a configured model, and falls back to the facts when its answer is malformed', async () => {
    const engine = server.core.ai.port;
    try {
      const model = mockModel((call: unknown) => {
        const prompt = JSON.stringify(call);
        const ids = [...prompt.matchAll(/\\+"id\\+":\\+"([a-z-]+)\\+"/g)].map((m) => m[1]!);
        return { intro: 'Sushi loves freshness.', picks: ids.map((id) => ({ id, why: 'Clean and crisp.' })), tip: 'Chill it well.' };
      });
      server.core.ai.port = createAi(model, () => {});
      const worded = await suggest(fan, { dish: 'Salmon sushi', cuisine: 'Japanese', budget: 'any', lang: 'en' });
      expect(worded.data.by).toBe('model');
      expect(worded.data.result).toMatch(/^Sushi loves freshness\.\n\n1\. /);
      const prompt = model.prompts()[0]!;
      expect(prompt).toContain('Salmon sushi');
      for (const pick of worded.data.picks) expect(prompt).toContain(pick.name);

      server.core.ai.port = createAi(mockModel('{"intro": "Pour a Barolo"'), () => {});
      const fallback = await suggest(fan, { dish: 'Salmon sushi', cuisine: 'Japanese', budget: 'any', lang: 'en' });
      expect(fallback.status).toBe(200);
      expect(fallback.data.by).toBe('local');
      expect(fallback.data.picks).toEqual(worded.data.picks);
      expect(fallback.data.result).toMatch(/^For Salmon sushi, here are my 3 picks\./);
      expect(fallback.data.result).not.toContain('Barolo');
    } finally {
      server.core.ai.port = engine;
    }
  });
});
