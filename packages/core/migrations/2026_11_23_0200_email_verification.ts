import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // A password sign-up gets a one-time link that proves the address (ADR 035).
  await sql`ALTER TABLE one_time_tokens DROP CONSTRAINT IF EXISTS one_time_tokens_purpose_check`.execute(db);
  await sql`
    ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
      CHECK (purpose IN ('magic_link', 'password_reset', 'verify_email'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM one_time_tokens WHERE purpose = 'verify_email'`.execute(db);
  await sql`ALTER TABLE one_time_tokens DROP CONSTRAINT IF EXISTS one_time_tokens_purpose_check`.execute(db);
  await sql`
    ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
      CHECK (purpose IN ('magic_link', 'password_reset'))`.execute(db);
}
