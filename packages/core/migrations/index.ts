import type { Migration } from 'kysely';
import * as foundation from './2026_11_22_0000_foundation';

// Static list so the Lambda bundle carries its migrations (no folder scan at run time).
export const migrations: Record<string, Migration> = {
  '2026_11_22_0000_foundation': foundation,
};
