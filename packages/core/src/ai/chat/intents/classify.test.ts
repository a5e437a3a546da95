import { describe, expect, it } from 'vitest';
import { classify, examplesHash } from './classify';
import MODEL from './model.json';
import { EXAMPLES_EN } from './examples-en';
import { EXAMPLES_SL } from './examples-sl';

describe('the chat intent classifier (ADR 126)', () => {
  it('ships the classifiers trained on the current examples (npm run train:chat, run by the build)', () => {
    expect(MODEL.hash).toBe(examplesHash());
  });

  it.each([
    ['en', EXAMPLES_EN],
    ['sl', EXAMPLES_SL],
  ] as const)('learns its %s examples: nearly every one classifies back to its own intent', async (locale, examples) => {
    const wrong: string[] = [];
    let total = 0;
    for (const [intent, utterances] of Object.entries(examples)) {
      for (const u of utterances) {
        total += 1;
        const got = await classify(u, locale);
        if (got.intent !== intent) wrong.push(`${u} → ${got.intent} (${intent})`);
      }
    }
    // Examples that contradict each other would show here; a few near neighbours (under 5 %) may stay apart.
    expect(wrong.slice(Math.floor(total * 0.05))).toEqual([]);
  });

  it.each([
    ['en', 'I can’t remember my password', 'password-reset'],
    ['sl', 'ne spomnim se gesla', 'password-reset'],
    ['en', 'write me a poem about autumn', 'other'],
    ['en', 'how do I upload pictures of my restaurant', 'owner-photos'],
    ['sl', 'kako naložim slike svoje restavracije', 'owner-photos'],
  ] as const)('classifies a phrasing of its own (%s) "%s" as %s', async (locale, message, intent) => {
    expect((await classify(message, locale)).intent).toBe(intent);
  });
});
