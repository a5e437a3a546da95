import { loadConfig } from '@tablestay/core/config';
import { createDatabase } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';

// Deploy step: infra/database.ts invokes this on every `sst deploy`; a thrown error fails the deploy.
export const handler = async (): Promise<string[]> => {
  const handle = await createDatabase(loadConfig());
  try {
    const result = await migrateToLatest(handle.db);
    return (result.results ?? []).map((r) => r.migrationName);
  } finally {
    await handle.close();
  }
};
