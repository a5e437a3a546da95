import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One word for one thing in Slovenian (issue of the phone walk): the app says "varščina" for a
// deposit, so emails, notifications, the legal pages and the checkout say it too, never "polog".

const ROOT = join(import.meta.dirname, '../../../..');
/** Every source file under `dir` (tests and the chat's example utterances, which are what guests type, aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    // The chat's example utterances are what guests type ("polog" among them), not what the product says.
    const typed = path.includes(join('ai', 'chat', 'intents', 'examples-'));
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !typed ? [path] : [];
  });
}

describe('Slovenian product texts', () => {
  it('call a deposit "varščina" everywhere, never "polog"', () => {
    const found = ['packages/core/src', 'packages/web/src', 'packages/functions/src']
      .flatMap((d) => sources(join(ROOT, d)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\bpolog/i.test(line) ? [`${file.slice(ROOT.length + 1)}:${i + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
