import { createCore } from '@tablestay/core/app';
import { holdExpiryTick } from '@tablestay/core/hold/tick';
import { retryPendingEmails } from '@tablestay/core/job/service';

// Every 5 minutes: the hold-expiry tick (holds, waitlist offers, freed tables), and retry emails whose delivery failed.
const core = createCore();
export const handler = async () => {
  const c = await core;
  return { holds: await holdExpiryTick(c.booking), emails: await retryPendingEmails(c.db, c.email) };
};
