import { describe, expect, it } from 'vitest';
import { stdoutLines } from './log-lines';

describe('stdoutLines (ADR 052)', () => {
  it('writes the lines of one turn of the event loop in one write, in order', async () => {
    const writes: string[] = [];
    const log = stdoutLines((text) => writes.push(text));
    log('[mail] to=a@example.com');
    log('[mail] to=b@example.com');
    expect(writes).toEqual([]);
    await new Promise((ok) => setImmediate(ok));
    expect(writes).toEqual(['[mail] to=a@example.com\n[mail] to=b@example.com\n']);
    log('[mail] to=c@example.com');
    await new Promise((ok) => setImmediate(ok));
    expect(writes).toEqual(['[mail] to=a@example.com\n[mail] to=b@example.com\n', '[mail] to=c@example.com\n']);
  });
});
