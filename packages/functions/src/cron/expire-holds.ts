import { createCore } from '@tablestay/core/app';
import { expireUnpaidHolds, retryPendingEmails } from '@tablestay/core/job/service';
import { expireHoldsAndOfferTables } from '@tablestay/core/reservation/holds';

// Every 5 minutes: free unpaid holds (offering freed tables to the waitlist), and retry emails whose delivery failed.
const core = createCore();
export const handler = async () => {
  const c = await core;
  return { tables: await expireHoldsAndOfferTables(c.booking), holds: await expireUnpaidHolds(c.db), emails: await retryPendingEmails(c.db, c.email) };
};
