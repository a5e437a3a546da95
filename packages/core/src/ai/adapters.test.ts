import { describe, expect, it } from 'vitest';
import { lazyModel } from './adapters';
import { createAi } from './engine';
import { mockModel } from './mock-model';
import * as z from 'zod';

describe('a configured model', () => {
  it('loads its provider with the first call, once, and answers through it', async () => {
    let loads = 0;
    const inner = mockModel({ advice: 'Book early.' });
    const model = lazyModel('amazon-bedrock', 'amazon.nova-lite-v1:0', async () => {
      loads++;
      return inner;
    });
    const ai = createAi(model, () => {});
    expect(ai.engine).toBe('amazon-bedrock:amazon.nova-lite-v1:0');
    expect(loads).toBe(0);
    const task = { task: 'test', instructions: 'Word it.', facts: { n: 1 }, schema: z.object({ advice: z.string() }), local: () => ({ advice: 'local' }) };
    expect(await Promise.all([ai.word(task), ai.word(task)])).toEqual([
      { value: { advice: 'Book early.' }, by: 'model' },
      { value: { advice: 'Book early.' }, by: 'model' },
    ]);
    expect(loads).toBe(1);
    expect(inner.prompts()).toHaveLength(2);
  });
});
