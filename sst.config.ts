/// <reference path="./.sst/platform/config.d.ts" />

// Deployment as code (SST v4). `run()` imports every infra/*.ts (one file per concern) and returns
// their outputs. Types come from `.sst/platform`, produced offline by scripts/sst-types.mjs.
export default $config({
  app(input) {
    return {
      name: 'tablestay',
      home: 'aws',
      removal: input?.stage === 'production' ? 'retain' : 'remove',
      protect: input?.stage === 'production',
      providers: { aws: { region: 'eu-central-1' } },
    };
  },
  async run() {
    const domain = await import('./infra/domain');
    const secret = await import('./infra/secret');
    const storage = await import('./infra/storage');
    const email = await import('./infra/email');
    const database = await import('./infra/database');
    const web = await import('./infra/web');
    const api = await import('./infra/api');
    const cron = await import('./infra/cron');

    return {
      domain: domain.domain,
      url: web.router.url,
      site: web.site.url,
      api: api.api.url,
      stripeWebhook: api.stripeWebhookEndpoint,
      photosBucket: storage.photos.name,
      emailSender: email.email.sender,
      migrator: database.migrator.name,
      migrationsApplied: database.migration.result,
      cronFunctions: cron.cronFunctions,
      secrets: Object.keys(secret.secret),
    };
  },
});
