import { createCore } from '@tablestay/core/app';
import { sendReviewPrompts } from '@tablestay/core/job/service';

const core = createCore();
export const handler = async () => {
  const c = await core;
  return sendReviewPrompts(c.db, c.email, c.config.APP_URL);
};
