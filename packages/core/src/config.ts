import { Resource } from 'sst';
import * as z from 'zod';

/**
 * The one place configuration is read. In Lambda, SST links secrets as `Resource.<Name>.value`;
 * locally (and in tests) the same names come from environment variables. Anything missing selects
 * the embedded adapter for that port.
 */
const LINKED: Record<string, string> = {
  DATABASE_URL: 'DatabaseUrl',
  STRIPE_SECRET_KEY: 'StripeSecretKey',
  STRIPE_WEBHOOK_SECRET: 'StripeWebhookSecret',
  STRIPE_PRICE_RESTAURANT: 'StripePriceRestaurant',
  STRIPE_PRICE_STAYS: 'StripePriceStays',
  STRIPE_PRICE_SOMMELIER: 'StripePriceSommelier',
  STRIPE_PRICE_CITYPACKS: 'StripePriceCitypacks',
  AI_API_KEY: 'AiApiKey',
  GOOGLE_MAPS_API_KEY: 'GoogleMapsApiKey',
  PHOTOS_BUCKET: 'Photos',
  GUEST_LINK_SECRET: 'GuestLinkSecret',
  VAPID_PUBLIC_KEY: 'VapidPublicKey',
  VAPID_PRIVATE_KEY: 'VapidPrivateKey',
};

function linked(envName: string): string | undefined {
  const name = LINKED[envName];
  if (!name) return undefined;
  try {
    const res = (Resource as unknown as Record<string, { value?: string; name?: string }>)[name];
    const value = res?.value ?? res?.name;
    return value && value !== 'unset' ? value : undefined;
  } catch {
    return undefined; // not running under SST
  }
}

/** True for a zone name Intl knows ('Europe/Ljubljana'). */
function isTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** The public URL links point at; without it, this machine at the port the server listens on. */
  APP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_DRIVER: z.enum(['pglite', 'pg', 'neon']).optional(),
  DATABASE_URL: optional,
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** host:port of a WebSocket proxy for the Neon driver when it is not Neon's own. */
  NEON_WS_PROXY: optional,
  EMAIL_FROM: z.string().default('TableStay <no-reply@tablestay.local>'),
  SES_REGION: optional,
  EMAIL_PROVIDER: z.enum(['outbox', 'ses']).optional(),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_RESTAURANT: optional,
  STRIPE_PRICE_STAYS: optional,
  STRIPE_PRICE_SOMMELIER: optional,
  STRIPE_PRICE_CITYPACKS: optional,
  /** Which model words the AI answers (ADR 079); unset: the embedded engine alone. */
  AI_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['bedrock', 'openai-compatible']).optional()),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  /** The OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or a self-hosted server. */
  AI_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** Bedrock's region; defaults to the Lambda's own (AWS_REGION). */
  AI_REGION: optional,
  /** AI calls per signed-in user and per IP in one rate-limit window (ADR 079). */
  RATE_LIMIT_AI_PER_USER: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_AI_PER_IP: z.coerce.number().int().positive().default(60),
  GOOGLE_MAPS_API_KEY: optional,
  /** Where the Places API answers; tests point it at a local stand-in. */
  GOOGLE_PLACES_URL: z.url().default('https://places.googleapis.com'),
  PHOTOS_BUCKET: optional,
  /**
   * Signs the tokens in guests' booking links (ADR 022). Required in production; elsewhere a random
   * one is kept in .data/guest-link-secret. At least 32 characters (`openssl rand -base64 32`).
   */
  GUEST_LINK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'GUEST_LINK_SECRET needs at least 32 characters').optional()),
  UPLOADS_DIR: z.string().default('.data/uploads'),
  /**
   * Web Push's VAPID key pair (ADR 119), base64url as `npx web-push generate-vapid-keys` prints it;
   * required in production, elsewhere a pair is made once and kept in .data/vapid-keys.json.
   */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /**
   * The push services the server posts owners' notifications to (ADR 122), comma-separated host
   * names, `*.` for any subdomain. Default: FCM, Mozilla, Apple and Windows push services.
   */
  PUSH_SERVICE_HOSTS: optional,
  /** Who the push services may contact about our messages: a mailto: or https: URL (default: APP_URL when https). */
  VAPID_SUBJECT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
      .optional(),
  ),
  /** The data-protection contact on the legal pages (terms and privacy policy). */
  CONTACT_EMAIL: z.string().default('privacy@tablestay.si'),
  /** General contact: where the assistant sends a question it cannot answer (ADR 118), never the privacy address. */
  SUPPORT_EMAIL: z.string().default('hello@tablestay.si'),
  AFFILIATE_URL: z.string().default('https://affiliates.tablestay.si'),
  /**
   * Proxies in front of the app that append to X-Forwarded-For: behind the SST Router, CloudFront
   * appends the viewer's address, so the right-most entry is the client's (ADR 031).
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(1).max(10).default(1),
  /** Sign-in and similar requests allowed per key in one rate-limit window. */
  RATE_LIMIT_AUTH_PER_WINDOW: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Booking creations allowed per IP and per guest email in one rate-limit window. */
  RATE_LIMIT_BOOKING_PER_WINDOW: z.coerce.number().int().positive().default(20),
  /** How long an unpaid reservation holds its table (ADR 012). */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How long a waitlist offer keeps a freed table for the guest it was offered to (ADR 013). */
  WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * The IANA zone a new venue starts in (every venue keeps its own afterwards, ARCHITECTURE rule 4),
   * and the calendar dates that belong to no venue are read in: a plan's period end on the local
   * billing pages.
   */
  /** How often each channel calendar a room imports is fetched (ADR 125), in minutes. */
  CHANNEL_SYNC_MINUTES: z.coerce.number().int().min(5).max(1440).default(15),
  /**
   * `true` lets channel calendars be fetched over plain http and from private addresses: development
   * and tests only (a calendar served on this machine); refused in production (ADR 125).
   */
  CHANNEL_FEEDS_ALLOW_LOCAL: z.enum(['true', 'false']).default('false'),
  VENUE_TIME_ZONE: z.string().refine(isTimeZone, 'VENUE_TIME_ZONE must be an IANA time zone').default('Europe/Ljubljana'),
});

export type Config = Omit<z.infer<typeof schema>, 'APP_URL'> & {
  APP_URL: string;
  databaseDriver: 'pglite' | 'pg' | 'neon';
  emailProvider: 'outbox' | 'ses';
  aiProvider: 'bedrock' | 'openai-compatible' | 'local';
  secureCookies: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const merged: Record<string, string | undefined> = { ...env };
  for (const key of Object.keys(LINKED)) merged[key] ??= linked(key);
  const parsed = schema.parse(merged);
  const databaseDriver = parsed.DATABASE_DRIVER ?? (parsed.DATABASE_URL ? 'pg' : 'pglite');
  if (databaseDriver !== 'pglite' && !parsed.DATABASE_URL) {
    throw new Error(`DATABASE_DRIVER=${databaseDriver} needs DATABASE_URL`);
  }
  if (parsed.STRIPE_SECRET_KEY && !parsed.STRIPE_WEBHOOK_SECRET) {
    // Without it the webhook would fall back to the local checkout's secret.
    throw new Error('STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET');
  }
  if (Boolean(parsed.VAPID_PUBLIC_KEY) !== Boolean(parsed.VAPID_PRIVATE_KEY)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (parsed.CHANNEL_FEEDS_ALLOW_LOCAL === 'true' && parsed.NODE_ENV === 'production') {
    throw new Error('CHANNEL_FEEDS_ALLOW_LOCAL=true is for development and tests, never production');
  }
  if (parsed.AI_PROVIDER === 'openai-compatible' && !(parsed.AI_BASE_URL && parsed.AI_MODEL)) {
    throw new Error('AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL');
  }
  const appUrl = parsed.APP_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    ...parsed,
    APP_URL: appUrl,
    databaseDriver,
    emailProvider: parsed.EMAIL_PROVIDER ?? (parsed.SES_REGION ? 'ses' : 'outbox'),
    aiProvider: parsed.AI_PROVIDER ?? 'local',
    secureCookies: appUrl.startsWith('https://'),
  };
}

/** One line for the log: which adapter serves each port. */
export function describeAdapters(config: Config): string {
  return [
    `database=${config.databaseDriver}${config.databaseDriver === 'pglite' ? `(${config.PGLITE_DIR})` : ''}`,
    `email=${config.emailProvider === 'ses' ? 'ses' : 'outbox(/mailbox)'}`,
    `payments=${config.STRIPE_SECRET_KEY ? 'stripe' : config.NODE_ENV === 'production' ? 'payment-link' : 'local-checkout'}`,
    `photos=${config.PHOTOS_BUCKET ? `s3(${config.PHOTOS_BUCKET})` : `disk(${config.UPLOADS_DIR})`}`,
    `ai=${config.aiProvider === 'local' ? 'local-engine' : `${config.aiProvider}(${config.AI_MODEL ?? 'default model'})`}`,
    `places=${config.GOOGLE_MAPS_API_KEY ? 'google' : 'none'}`,
    `push=web-push(${config.VAPID_PRIVATE_KEY ? 'configured keys' : '.data/vapid-keys.json'})`,
  ].join(' ');
}
