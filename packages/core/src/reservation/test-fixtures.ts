import { useMigratedDatabase } from '../../../../tests/support/db';
import type { Database } from '../db/connection';
import { outboxTransport } from '../notification/email';
import type { BookingDeps } from './booking';

// What the booking tests share (booking-state.test.ts, book-table.test.ts): one migrated database per
// test file, booking dependencies with a local outbox and no practical rate limit, and a fixed clock.

/** Registers the file's database; `use` receives it for the file's own queries. */
let db: Database;
export function useBookingDatabase(use: (d: Database) => void): () => BookingDeps {
  useMigratedDatabase(['users', 'restaurants', 'outbox_emails', 'audit_logs', 'rate_limit_counters'], (d) => {
    db = d;
    use(d);
  });
  return () => ({
    db,
    email: outboxTransport(() => {}),
    appUrl: 'https://tablestay.test',
    holdMinutes: 15,
    offerMinutes: 15,
    rateLimit: { limit: 100_000, windowSeconds: 600 },
  });
}

/** 12:00 in Ljubljana on Monday 15 June 2026; bookings are for the next day, `DATE`. */
export const NOW = new Date('2026-06-15T10:00:00.000Z');
export const DATE = '2026-06-16';
