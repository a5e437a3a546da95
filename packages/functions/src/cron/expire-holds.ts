import { createCore } from '@tablestay/core/app';
import { expireUnpaidHolds, retryPendingEmails } from '@tablestay/core/job/service';

// Every 5 minutes: free unpaid holds, and retry emails whose delivery failed.
const core = createCore();
export const handler = async () => {
  const c = await core;
  return { holds: await expireUnpaidHolds(c.db), emails: await retryPendingEmails(c.db, c.email) };
};
