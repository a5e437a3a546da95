import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createAi, pieces } from './engine';
import { mockModel } from './mock-model';
import type { WordTask } from './port';

const schema = z.object({ busiest: z.string(), advice: z.string() });
const task = (over: Partial<WordTask<z.infer<typeof schema>>> = {}): WordTask<z.infer<typeof schema>> => ({
  task: 'test',
  instructions: 'Word the facts.',
  facts: { busiest: '2026-12-24', reserved: 58 },
  schema,
  local: () => ({ busiest: '2026-12-24', advice: 'Local: expect 58 guests.' }),
  agrees: (a) => a.busiest === '2026-12-24',
  ...over,
});
const quiet = () => {};
const collect = async (stream: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const p of stream) out.push(p);
  return out;
};

describe('the AI port', () => {
  it('answers from the embedded engine when no model is configured', async () => {
    const ai = createAi(null);
    expect(ai.engine).toBe('local');
    expect(await ai.word(task())).toEqual({ value: { busiest: '2026-12-24', advice: 'Local: expect 58 guests.' }, by: 'local' });
  });

  it('sends the facts to the model and returns its validated structured answer', async () => {
    const model = mockModel({ busiest: '2026-12-24', advice: 'Christmas Eve is your busiest night.' });
    const answer = await createAi(model, quiet).word(task());
    expect(answer).toEqual({ value: { busiest: '2026-12-24', advice: 'Christmas Eve is your busiest night.' }, by: 'model' });
    expect(model.prompts()[0]).toContain('\\"reserved\\":58');
    expect(model.prompts()[0]).toContain('Word the facts.');
  });

  it('falls back to the facts when the answer is malformed, contradicts them, or the call fails', async () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    for (const reply of ['not json {', { busiest: 7 }, { busiest: '2026-12-25', advice: 'Christmas Day.' }, new Error('down')]) {
      const answer = await createAi(mockModel(reply), log).word(task());
      expect(answer).toEqual({ value: { busiest: '2026-12-24', advice: 'Local: expect 58 guests.' }, by: 'local' });
    }
    expect(lines.join('\n')).toMatch(/malformed answer[\s\S]*malformed answer[\s\S]*contradicts the facts[\s\S]*model failed/);
  });

  it('streams the model text, or the engine text in pieces without a model or when the model fails first', async () => {
    const stream = {
      task: 'chat',
      instructions: 'Help.',
      facts: { faq: ['Deposits are refundable.'] },
      history: [{ role: 'user' as const, content: 'Deposit?' }],
      local: () => 'Deposits are refundable.',
    };
    expect(await collect(createAi(null).stream(stream))).toEqual(['Deposits ', 'are ', 'refundable.']);
    const model = mockModel('Yes, deposits are refundable.');
    expect((await collect(createAi(model, quiet).stream(stream))).join('')).toBe('Yes, deposits are refundable.');
    expect(model.prompts()[0]).toContain('Deposits are refundable.');
    expect((await collect(createAi(mockModel(new Error('down')), quiet).stream(stream))).join('')).toBe('Deposits are refundable.');
    expect([...pieces('a  b')]).toEqual(['a  ', 'b']);
  });
});
