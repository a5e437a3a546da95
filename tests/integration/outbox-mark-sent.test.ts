import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@tablestay/core/db/connection';
import type { DB } from '@tablestay/core/db/types';
import { retryPendingEmails } from '@tablestay/core/job/service';
import { deliverEmails, enqueueEmail, type EmailTransport } from '@tablestay/core/notification/email';
import { databaseUrl } from '../support/databases';
import { usePgDatabase } from '../support/pg-database';

/**
 * ADR 103: an email the provider has taken is marked sent even when the connection drops under the
 * mark-sent write, so the retry job never sends it a second time. Real Postgres, real terminated
 * backends; each email's deliveries are counted at the transport.
 */
const pgdb = usePgDatabase('marksent');
const APP = 'tablestay_mark_sent';

/** The mark-sent statement (notification/email.ts markSentQuery). */
const isMarkSent = (text: unknown) => typeof text === 'string' && text.startsWith("update outbox_emails set status = 'sent'");

/** How many mark-sent statements still to cut off: the server ends the backend just before each. */
let dropMarks = 0;
let dropped = 0;

/** A pg client whose backend the server terminates right before it sends a mark-sent statement, while `dropMarks` lasts. */
class DroppedBeforeMarkSent extends pg.Client {
  // Kysely calls query(text, params) and awaits the promise.
  override async query(text: unknown, params?: unknown) {
    if (dropMarks > 0 && isMarkSent(text)) {
      dropMarks--;
      dropped++;
      await pgdb.admin('select pg_terminate_backend($1)', [(this as unknown as { processID: number }).processID]);
    }
    // @ts-expect-error pg's overloads take a config or a string; this is the string Kysely passes
    return super.query(text, params);
  }
}

let db: Database;
let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ connectionString: databaseUrl(pgdb.name, { application_name: APP }), Client: DroppedBeforeMarkSent, max: 4 });
  // A terminated backend makes its client emit 'error'; the query in flight fails on its own.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
});
afterAll(() => db?.destroy());

/** A provider that counts what it is handed, by outbox id. */
function counting() {
  const deliveries = new Map<string, number>();
  const transport: EmailTransport = {
    name: 'ses',
    async deliver(message) {
      deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1);
      return { messageId: `msg-${message.id}` };
    },
  };
  return { deliveries, transport };
}

/** What was logged as an error (the retry logs only when it gives up). */
let errors: string[] = [];
beforeEach(() => {
  errors = [];
  dropMarks = 0;
  dropped = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

async function emails(n: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await enqueueEmail(pgdb.db, { to: `${prefix}${i}@example.com`, subject: 'S', text: 'T', kind: 'test' }));
  return ids;
}

/** The retry job once every claim has lapsed and every row is old enough for it: what it would send again. */
async function retryAfterLapse(transport: EmailTransport, ids: string[]) {
  await sql`UPDATE outbox_emails SET claimed_until = now() - interval '1 second' WHERE claimed_until IS NOT NULL AND id = ANY(${ids}::uuid[])`.execute(pgdb.db);
  for (let round = 0; round < 3; round++) await retryPendingEmails(pgdb.db, transport, new Date(Date.now() + 10 * 60_000));
}

const duplicates = (deliveries: Map<string, number>) => [...deliveries].filter(([, n]) => n > 1);

describe('marking a delivered email sent when the connection drops', () => {
  it('retries the mark on another connection, so the retry job never sends it again', async () => {
    const ids = await emails(12, 'drop');
    const { deliveries, transport } = counting();
    // The server ends the connection under the first two mark-sent writes.
    dropMarks = 2;
    await Promise.all(ids.map((id) => deliverEmails(db, transport, [id])));
    expect(dropped).toBe(2);

    const rows = await pgdb.db.selectFrom('outbox_emails').select(['id', 'status', 'provider_message_id', 'attempts']).where('id', 'in', ids).execute();
    for (const r of rows) expect(r).toMatchObject({ status: 'sent', provider_message_id: `msg-${r.id}`, attempts: 1 });

    await retryAfterLapse(transport, ids);
    expect([...deliveries.keys()].sort()).toEqual([...ids].sort());
    expect(duplicates(deliveries)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('under a load whose backends the server keeps terminating, delivers every email and none twice', async () => {
    const ids = await emails(300, 'load');
    const { deliveries, transport } = counting();
    // While the emails go out, the server ends every backend of the pool in waves, as a restart, a
    // failover or an operator's pg_terminate_backend would. It stops once the last email is under
    // way: a database down for longer than the mark's retries is the limit ADR 021 states.
    const load = { running: true };
    let ended = 0;
    const terminator = (async () => {
      while (load.running) {
        const rows = await pgdb.admin<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and application_name = $2',
          [pgdb.name, APP],
        );
        ended += rows.filter((r) => r.ended).length;
        await new Promise((ok) => setTimeout(ok, 20));
      }
    })();
    // Ten senders at a time, as the after-commit deliveries of concurrent requests are.
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) await deliverEmails(db, transport, [id]).catch(() => {});
        load.running = false;
      }),
    );
    await terminator;
    expect(ended).toBeGreaterThan(20);

    await retryAfterLapse(transport, ids);
    const counts = ids.map((id) => deliveries.get(id) ?? 0);
    // The probe's figure: emails that went out twice. And none lost: each went out once.
    expect(counts.filter((n) => n > 1)).toEqual([]);
    expect(counts.filter((n) => n === 0)).toEqual([]);
    expect(errors).toEqual([]);
    const statuses = await pgdb.db.selectFrom('outbox_emails').select('status').where('id', 'in', ids).execute();
    expect(statuses.filter((s) => s.status !== 'sent')).toEqual([]);
  });
});
