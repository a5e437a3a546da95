import { createAiPort } from './ai/adapters';
import type { AiLimits } from './ai/limits';
import type { AiPort } from './ai/port';
import { createSessionManager, type SessionManager } from './account/session';
import { describeAdapters, loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db/connection';
import { prepareDatabase } from './db/startup';
import { configureGuestLinks } from './account/guest-link';
import { createEmailTransport, type EmailTransport } from './notification/email';
import { createSubscriptionPayments, planPriceIds } from './billing/adapters';
import { createPayments } from './payment/adapters';
import type { PaymentsPort } from './payment/port';
import { createPhotos } from './photos/adapters';
import type { PhotoDeps } from './photos/service';
import { createPlaces } from './places/adapters';
import type { PlacesPort } from './places/port';
import { pushEndpointPolicy } from './push/endpoint';
import { createPushSender } from './push/sender';
import { DEFAULT_FEED_POLICY } from './stay/channel-fetch';
import type { ChannelSyncDeps } from './stay/channel-sync';
import { ownerPush, type PushDeps } from './push/service';
import type { AccountDeps } from './account/service';
import type { BillingDeps } from './billing/service';
import type { PaymentDeps } from './payment/service';
import type { BookingDeps } from './reservation/booking';
import type { StayDeps } from './stay/service';

/** Everything a host needs, built once per process from configuration. */
export interface Core {
  config: Config;
  db: Database;
  sessions: SessionManager;
  email: EmailTransport;
  payments: PaymentsPort;
  places: PlacesPort;
  account: AccountDeps;
  /** The table booking and waitlist core (ADR 011–013). */
  booking: BookingDeps;
  /** Stays: booking, search (with the places directory), lifecycle (ADR 016–018). */
  stay: StayDeps & { places: PlacesPort };
  /** Deposits and the Stripe event table (ADR 014, 018). */
  payment: PaymentDeps;
  /** Venue photos: S3 or files on disk (ADR 059). */
  photos: PhotoDeps;
  /** Platform subscriptions: plans, checkout, portal (ADR 056). */
  billing: BillingDeps;
  /** Owners' Web Push: subscriptions and the sender (ADR 119). */
  push: PushDeps & { owners: ReturnType<typeof ownerPush> };
  /** Channel calendar import: fetch policy and schedule (ADR 125). */
  channels: ChannelSyncDeps;
  /** The AI port (a configured model, or the embedded engine) and its rate limits (ADR 079). */
  ai: { db: Database; port: AiPort; limits: AiLimits };
  close(): Promise<void>;
}

export interface CoreOptions {
  config?: Config;
  migrate?: boolean;
  seedIfEmpty?: boolean;
  log?: (line: string) => void;
  /**
   * The clock accounts read: the fixed windows sign-in and link requests are counted in (ADR 005, 035)
   * and the lifetimes of their links. The real clock unless given; a test pins it to stay in one window.
   */
  now?: () => Date;
}

export async function createCore(opts: CoreOptions = {}): Promise<Core> {
  const config = opts.config ?? loadConfig();
  // Before anything writes a guest link; refuses a production without its secret (ADR 022).
  configureGuestLinks(config);
  const log = opts.log ?? ((l: string) => console.log(l));
  const handle = await createDatabase(config);
  await prepareDatabase(handle, { migrate: opts.migrate, seedIfEmpty: opts.seedIfEmpty, log });
  const sessions = createSessionManager(handle.db, { secure: config.secureCookies });
  const email = createEmailTransport(config, log);
  log(`[adapters] ${describeAdapters(config)}`);
  const payments = createPayments(config);
  const places = createPlaces(config, { log });
  const ai = createAiPort(config, log);
  const pushDeps: PushDeps = { db: handle.db, sender: createPushSender(config), appUrl: config.APP_URL, endpoints: pushEndpointPolicy(config) };
  const owners = ownerPush(pushDeps);
  // One deps object per domain, built once here; domains never import this file (ADR 023).
  const booking: BookingDeps = {
    db: handle.db,
    email,
    appUrl: config.APP_URL,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    offerMinutes: config.WAITLIST_OFFER_MINUTES,
    rateLimit: { limit: config.RATE_LIMIT_BOOKING_PER_WINDOW, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
    push: owners,
  };
  return {
    config,
    db: handle.db,
    sessions,
    email,
    payments,
    places,
    account: {
      db: handle.db,
      sessions,
      email,
      appUrl: config.APP_URL,
      rateLimit: { limit: config.RATE_LIMIT_AUTH_PER_WINDOW, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
      now: opts.now,
    },
    booking,
    stay: { ...booking, places },
    payment: { db: handle.db, payments, email, appUrl: config.APP_URL, push: owners },
    push: { ...pushDeps, owners },
    photos: { db: handle.db, photos: createPhotos(config) },
    billing: { db: handle.db, subscriptions: createSubscriptionPayments(config), prices: planPriceIds(config), appUrl: config.APP_URL },
    channels: {
      db: handle.db,
      email,
      appUrl: config.APP_URL,
      push: owners,
      policy: { ...DEFAULT_FEED_POLICY, allowLocal: config.CHANNEL_FEEDS_ALLOW_LOCAL === 'true' },
      everyMinutes: config.CHANNEL_SYNC_MINUTES,
    },
    ai: {
      db: handle.db,
      port: ai,
      limits: { perUser: config.RATE_LIMIT_AI_PER_USER, perIp: config.RATE_LIMIT_AI_PER_IP, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
    },
    // A notification still on its way finishes before the database closes.
    close: async () => {
      await owners.settled();
      await handle.close();
    },
  };
}
