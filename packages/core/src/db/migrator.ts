import { Migrator, type MigrationResultSet } from 'kysely';
import { migrations } from '../../migrations/index';
import type { Database } from './connection';

export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
