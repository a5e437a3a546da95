import { afterEach, vi } from 'vitest';

// An unexpected error log in a test is a failure. Tests that expect one call `expectConsoleError()`.
let allowed = 0;
const seen: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  if (allowed > 0) {
    allowed--;
    return;
  }
  seen.push(args);
  original(...args);
};

export function expectConsoleError(times = 1) {
  allowed += times;
}

afterEach(() => {
  allowed = 0;
  if (seen.length) {
    const first = seen.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called:\n${first.join('\n')}`);
  }
});
void vi;
