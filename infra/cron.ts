import { nodejs } from './bundle';
import { baseEnvironment } from './database';
import { email, emailEnvironment } from './email';
import { secret } from './secret';
import { photos } from './storage';
import { router } from './web';

// The same idempotent core jobs the local server runs on a timer (packages/functions/src/cron).

const expireHolds = new sst.aws.Cron('ExpireHolds', {
  schedule: 'rate(5 minutes)',
  function: {
    handler: 'packages/functions/src/cron/expire-holds.handler',
    runtime: 'nodejs22.x',
    nodejs,
    timeout: '1 minute',
    link: [secret.DatabaseUrl, secret.GuestLinkSecret, email],
    environment: { ...baseEnvironment, ...emailEnvironment },
  },
});

const reviewPrompts = new sst.aws.Cron('ReviewPrompts', {
  schedule: 'rate(1 hour)',
  function: {
    handler: 'packages/functions/src/cron/review-prompts.handler',
    runtime: 'nodejs22.x',
    nodejs,
    timeout: '5 minutes',
    link: [secret.DatabaseUrl, secret.GuestLinkSecret, email],
    environment: { ...baseEnvironment, ...emailEnvironment, APP_URL: router.url },
  },
});

// Hourly: besides the SPEC's retention periods, photo uploads never confirmed go after an hour (ADR 059).
const retention = new sst.aws.Cron('Retention', {
  schedule: 'rate(1 hour)',
  function: {
    handler: 'packages/functions/src/cron/retention.handler',
    runtime: 'nodejs22.x',
    nodejs,
    timeout: '5 minutes',
    link: [secret.DatabaseUrl, secret.GuestLinkSecret, photos],
    environment: baseEnvironment,
  },
});

// Channel calendars the rooms import (ADR 125): every CHANNEL_SYNC_MINUTES at deploy time, 15 by default.
const syncMinutes = Number(process.env.CHANNEL_SYNC_MINUTES ?? 15);
const channelSync = new sst.aws.Cron('ChannelSync', {
  schedule: `rate(${syncMinutes} minutes)`,
  function: {
    handler: 'packages/functions/src/cron/channel-sync.handler',
    runtime: 'nodejs22.x',
    nodejs,
    timeout: '5 minutes',
    link: [secret.DatabaseUrl, secret.GuestLinkSecret, secret.VapidPublicKey, secret.VapidPrivateKey, email],
    environment: { ...baseEnvironment, ...emailEnvironment, APP_URL: router.url, CHANNEL_SYNC_MINUTES: String(syncMinutes) },
  },
});

/** Lambda names, for a manual run: `aws lambda invoke --function-name <name> out.json`. */
export const cronFunctions = {
  expireHolds: expireHolds.nodes.function.name,
  reviewPrompts: reviewPrompts.nodes.function.name,
  retention: retention.nodes.function.name,
  channelSync: channelSync.nodes.function.name,
};
