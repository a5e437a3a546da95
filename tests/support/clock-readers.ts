import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, expect } from 'vitest';
import { testClock } from './test-clock.mjs';

/**
 * Which unit test files read the clock (ADR 121). `npm test` sets TEST_CLOCK_READERS for its unit
 * run; each file that read `Date`'s now, or opened a database (whose now() is a clock too), is
 * written there, and the clock matrix runs those of them in the date-dependent folders. A file that
 * never reads the clock gives the same result on every day, so the matrix would only repeat it.
 */
const record = process.env.TEST_CLOCK_READERS;
if (record) {
  testClock.reads = 0;
  const file = relative(process.cwd(), expect.getState().testPath ?? '');
  afterAll(() => {
    if (testClock.reads > 0) appendFileSync(record, `${file}\n`);
  });
}
