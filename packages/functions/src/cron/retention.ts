import { createCore } from '@tablestay/core/app';
import { runRetention } from '@tablestay/core/job/service';

const core = createCore();
export const handler = async () => runRetention(await core);
