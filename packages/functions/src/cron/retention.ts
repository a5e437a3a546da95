import { createCore } from '@tablestay/core/app';
import { applyRetention } from '@tablestay/core/job/service';

const core = createCore();
export const handler = async () => applyRetention((await core).db);
