import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

const TABLES = ['reservations', 'waitlist_entries', 'stay_bookings'] as const;

/**
 * Guest-link tokens are stored hashed (ADR 022): each row's plaintext `view_token` becomes
 * sha256(token) in hex, so every link already emailed still opens its row, and a check keeps
 * anything but a hash out of the column from now on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    const t = sql.table(table);
    await sql`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS ${sql.ref(`${table}_view_token_check`)}`.execute(db);
    await sql`UPDATE ${t} SET view_token = encode(sha256(convert_to(view_token, 'UTF8')), 'hex')`.execute(db);
    await sql`ALTER TABLE ${t} ADD CONSTRAINT ${sql.ref(`${table}_view_token_check`)} CHECK (view_token ~ '^[0-9a-f]{64}$')`.execute(db);
  }
}

/** The hashes stay (the tokens cannot be recovered); only the old length check comes back. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    const t = sql.table(table);
    await sql`ALTER TABLE ${t} DROP CONSTRAINT IF EXISTS ${sql.ref(`${table}_view_token_check`)}`.execute(db);
    await sql`ALTER TABLE ${t} ADD CONSTRAINT ${sql.ref(`${table}_view_token_check`)} CHECK (length(view_token) >= 22)`.execute(db);
  }
}
