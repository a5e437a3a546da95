import { nodejs } from './bundle';
import { baseEnvironment } from './database';
import { email, emailEnvironment } from './email';
import { allSecrets, secret } from './secret';
import { photos } from './storage';
import { router } from './web';

/**
 * The AI provider is chosen at deploy time (ADR 079): `AI_PROVIDER=bedrock AI_MODEL=… npx sst deploy`
 * uses Amazon Bedrock with the function's role; unset, the embedded engine answers.
 */
const aiEnvironment = Object.fromEntries(
  (['AI_PROVIDER', 'AI_MODEL', 'AI_BASE_URL', 'AI_REGION'] as const).flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])),
);
const bedrock = process.env.AI_PROVIDER === 'bedrock' ? [{ actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'], resources: ['*'] }] : [];

/** Environment shared by the request-serving functions. APP_URL is the Router's (public) URL. */
const environment = {
  ...baseEnvironment,
  ...emailEnvironment,
  APP_URL: router.url,
  ...aiEnvironment,
};

/** tRPC API (and health) behind the Router at /api: same origin as the site. */
export const api = new sst.aws.Function('Api', {
  handler: 'packages/functions/src/api.handler',
  runtime: 'nodejs22.x',
  nodejs,
  memory: '1024 MB',
  timeout: '30 seconds',
  link: [...allSecrets, photos, email],
  permissions: bedrock,
  environment,
  // Response streaming (the chat streams its answer; every other answer is one short chunk).
  streaming: true,
  url: { router: { instance: router, path: '/api' }, cors: false },
});

/** The channels' calendar feeds, /ical/<token>.ics, are the same function's (ADR 124). */
router.route('/ical', api.url);

/** Stripe webhook at /api/webhooks/stripe, linked only to what it needs. */
// oxlint-disable-next-line no-new -- constructing it registers the function with SST; nothing reads it.
new sst.aws.Function('StripeWebhook', {
  handler: 'packages/functions/src/webhook.handler',
  runtime: 'nodejs22.x',
  nodejs,
  timeout: '30 seconds',
  link: [secret.StripeWebhookSecret, secret.StripeSecretKey, secret.DatabaseUrl, secret.GuestLinkSecret, secret.VapidPublicKey, secret.VapidPrivateKey, email],
  environment,
  url: { router: { instance: router, path: '/api/webhooks' }, cors: false },
});

/** Where to point Stripe (Dashboard → Developers → Webhooks). */
export const stripeWebhookEndpoint = $interpolate`${router.url}/api/webhooks/stripe`;
