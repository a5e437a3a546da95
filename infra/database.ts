import { nodejs } from './bundle';
import { secret } from './secret';

/**
 * Environment of every Lambda. The database is Neon over WebSockets (@neondatabase/serverless);
 * the DatabaseUrl secret is the Neon connection string.
 */
export const baseEnvironment = {
  NODE_ENV: 'production',
  DATABASE_DRIVER: 'neon',
};

/** Runs the Kysely migrations (packages/functions/src/migrate.ts). */
export const migrator = new sst.aws.Function('Migrator', {
  handler: 'packages/functions/src/migrate.handler',
  runtime: 'nodejs22.x',
  nodejs,
  timeout: '5 minutes',
  link: [secret.DatabaseUrl],
  environment: baseEnvironment,
});

/**
 * Invoke the migrator on every deploy (the trigger changes each run). Migrations are idempotent;
 * if one fails the invocation fails, and so does `sst deploy`. `result` is the JSON list of the
 * migration names applied by this deploy.
 */
export const migration = new aws.lambda.Invocation(
  'MigrateOnDeploy',
  {
    functionName: migrator.name,
    input: JSON.stringify({}),
    triggers: { deployedAt: Date.now().toString() },
  },
  { dependsOn: [migrator] },
);
