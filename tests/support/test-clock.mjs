// The injected clock of the test suite (ADR 121). Loaded first in every process a test run starts
// (vitest's setup files and global setup, `node --import` for the server processes tests spawn), it
// moves `Date` by TEST_CLOCK_OFFSET_MS: `new Date()`, `Date()` and `Date.now()` read the real clock
// plus the offset and go on ticking with it, so timeouts and deadlines keep working (a frozen fake
// clock, or one advanced by a timer, stalls a busy loop or drifts). `new Date(x)` is untouched.
// `scripts/test-dates.mjs` sets the offset for a whole run; a test may set its own (tests/support/clock.ts).
const KEY = Symbol.for('tablestay.testClock');

if (!globalThis[KEY]) {
  const RealDate = globalThis.Date;
  // `reads` counts what read the clock (tests/support/clock-readers.ts): the clock matrix runs the unit files that did.
  const state = { offset: Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0) || 0, RealDate, reads: 0 };
  const now = () => {
    state.reads++;
    return RealDate.now() + state.offset;
  };
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  globalThis.Date = ShiftedDate;
  globalThis[KEY] = state;
}

/** The shared state: `offset` (ms added to the real clock) and the real `Date`. */
export const testClock = globalThis[KEY];
