import { createCore } from '@tablestay/core/app';
import { syncDueFeeds } from '@tablestay/core/stay/channel-sync';

// Every CHANNEL_SYNC_MINUTES (15 by default): each room's imported channel calendars fetched again (ADR 125).
const core = createCore();
export const handler = async () => syncDueFeeds((await core).channels);
