// The clock matrix of `npm run test:dates` (ADR 121): the clocks, and the tests whose outcome could
// depend on the day they run. Read by vitest.config.ts (the `dates` project) and scripts/test-dates.mjs.

/**
 * Local Ljubljana wall times, written with their UTC offset: a Saturday evening, a Sunday morning,
 * a Slovenian public holiday, both DST Sundays, New Year's Eve near midnight and 29 February. Every
 * one lies ahead of the real clock, so nothing of the run is dated before the rows it reads.
 */
export const CLOCKS = {
  saturday: '2026-12-05T18:40:00+01:00',
  sunday: '2026-12-06T09:15:00+01:00',
  holiday: '2026-12-25T11:00:00+01:00', // Christmas Day (božič)
  'dst-march': '2027-03-28T04:10:00+02:00', // the morning the clocks went forward
  'dst-october': '2027-10-31T02:30:00+01:00', // the second 02:30 of the night the clocks went back
  'new-year-eve': '2026-12-31T23:40:00+01:00',
  'leap-day': '2028-02-29T12:00:00+01:00',
};

/**
 * The unit tests that read the date (run on PGlite, whose now() is the moved clock): folders of
 * packages/*\/src.
 */
export const DATE_UNIT_TESTS = [
  'packages/core/src/time',
  'packages/core/src/reservation',
  'packages/core/src/stay',
  'packages/core/src/hold',
  'packages/core/src/ai',
  'packages/core/src/job',
  'packages/core/src/owner',
  'packages/core/src/trip',
  'packages/core/src/i18n',
  'packages/web/src',
];

/**
 * The integration tests that book, list or forecast by date, run in process on PGlite: the app, its
 * database and the test then read one clock (a Postgres server's now() cannot be moved).
 */
export const DATE_INTEGRATION_TESTS = [
  'tests/integration/booking.test.ts',
  'tests/integration/waitlist.test.ts',
  'tests/integration/stay.test.ts',
  'tests/integration/deposit.test.ts',
  'tests/integration/trip.test.ts',
  'tests/integration/trip-book.test.ts',
  'tests/integration/trip-pay-cancel.test.ts',
  'tests/integration/chat-concierge.test.ts',
  'tests/integration/chat.test.ts',
  'tests/integration/busy-days.test.ts',
  'tests/integration/owner-stays.test.ts',
  'tests/integration/owner-dining.test.ts',
  'tests/integration/owner-live.test.ts',
  'tests/integration/admin.test.ts',
  'tests/integration/review-access.test.ts',
];

/**
 * The browser tests whose walks book by date (a table tomorrow from the chat, a trip's evenings, the
 * booking form's days), run on PGlite under the same clocks: the server in process, the browser's
 * `Date` moved with them.
 */
export const DATE_E2E_TESTS = ['tests/e2e/chat-concierge.test.ts', 'tests/e2e/trip.test.ts', 'tests/e2e/booking.test.ts'];
