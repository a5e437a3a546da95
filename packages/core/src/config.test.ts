import { describe, expect, it } from 'vitest';
import { describeAdapters, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to every embedded adapter', () => {
    const c = loadConfig({});
    expect(c.databaseDriver).toBe('pglite');
    expect(c.emailProvider).toBe('outbox');
    expect(c.secureCookies).toBe(false);
    expect(describeAdapters(c)).toBe(
      'database=pglite(.data/pglite) email=outbox(/mailbox) payments=local-checkout photos=disk(.data/uploads) ai=local-engine places=none push=web-push(.data/vapid-keys.json)',
    );
  });

  it('switches each port by its variable', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      SES_REGION: 'eu-central-1',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PHOTOS_BUCKET: 'bucket',
      AI_PROVIDER: 'bedrock',
      AI_MODEL: 'amazon.nova-lite-v1:0',
      GOOGLE_MAPS_API_KEY: 'g',
      APP_URL: 'https://tablestay.si',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(c.databaseDriver).toBe('pg');
    expect(c.secureCookies).toBe(true);
    expect(describeAdapters(c)).toBe(
      'database=pg email=ses payments=stripe photos=s3(bucket) ai=bedrock(amazon.nova-lite-v1:0) places=google push=web-push(configured keys)',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_DRIVER: 'neon' }).databaseDriver).toBe('neon');
  });

  it('refuses settings that cannot work', () => {
    expect(() => loadConfig({ DATABASE_DRIVER: 'neon' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => loadConfig({ AI_PROVIDER: 'gpt' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ VENUE_TIME_ZONE: 'Europe/Nowhere' })).toThrow(/IANA time zone/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
    expect(loadConfig({}).VENUE_TIME_ZONE).toBe('Europe/Ljubljana');
    expect(loadConfig({ VENUE_TIME_ZONE: 'Europe/Vienna' }).VENUE_TIME_ZONE).toBe('Europe/Vienna');
  });
});
