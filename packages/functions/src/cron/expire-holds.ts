import { createCore } from '@tablestay/core/app';
import { expireUnpaidHolds } from '@tablestay/core/job/service';

const core = createCore();
export const handler = async () => expireUnpaidHolds((await core).db);
