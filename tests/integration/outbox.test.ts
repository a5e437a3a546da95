import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@tablestay/core/db/connection';
import { createVenue } from '@tablestay/core/db/factories';
import { retryPendingEmails } from '@tablestay/core/job/service';
import { deliverEmails, enqueueEmail, type EmailTransport } from '@tablestay/core/notification/email';
import type { BookingDeps } from '@tablestay/core/reservation/booking';
import { createReservation } from '@tablestay/core/reservation/service';
import { useMigratedDatabase } from '../support/db';
import { expectConsoleError } from '../support/fail-on-console-error';

let db: Database;
useMigratedDatabase(['users', 'restaurants', 'outbox_emails', 'audit_logs', 'rate_limit_counters'], (d) => {
  db = d;
});

const NOW = new Date('2026-06-15T10:00:00.000Z');
const LATER = new Date(NOW.getTime() + 5 * 60_000);

/** A provider that is down: every delivery throws. */
const down: EmailTransport = {
  name: 'ses',
  async deliver() {
    throw new Error('SES unavailable');
  },
};

/** A provider that records what it was handed, yielding between calls so concurrent runs interleave. */
function recording() {
  const delivered: string[] = [];
  const transport: EmailTransport = {
    name: 'ses',
    async deliver(message) {
      await new Promise((ok) => setTimeout(ok, 5));
      delivered.push(message.id);
      return { messageId: `msg-${message.id}` };
    },
  };
  return { delivered, transport };
}

async function venue() {
  const row = await createVenue(db, {
    name: 'Gostilna Pri Lipi',
    address: 'Trubarjeva cesta 12',
    city: 'Ljubljana',
    total_tables: 2,
    blocked_tables: 0,
    turn_minutes: 90,
    timezone: 'Europe/Ljubljana',
    deposit_eur: 25,
  });
  return row.id;
}

/** Makes outbox rows look written at `at` (created_at is set by the database, never by the app). */
const backdate = (at: Date, id?: string) => sql`UPDATE outbox_emails SET created_at = ${at}::timestamptz WHERE ${id ? sql`id = ${id}` : sql`true`}`.execute(db);

const deps = (email: EmailTransport): BookingDeps => ({
  db,
  email,
  appUrl: 'https://tablestay.test',
  holdMinutes: 15,
  offerMinutes: 15,
  rateLimit: { limit: 1000, windowSeconds: 600 },
});

describe('after commit (ADR 021)', () => {
  it('answers the committed booking when email delivery fails, and the retry job delivers it later', async () => {
    const v = await venue();
    expectConsoleError(); // the failed delivery is logged, not thrown
    const res = await createReservation(
      deps(down),
      { restaurantId: v, date: '2026-06-20', time: '19:00', partySize: 2, guestName: 'Ana Gost', guestEmail: 'ana@example.com', privacyConsent: true },
      { ip: '203.0.113.7', locale: 'en' },
      NOW,
    );
    expect(res.status).toBe('awaiting_deposit');
    if (res.status !== 'awaiting_deposit') return;
    const held = await db.selectFrom('reservations').select('status').where('id', '=', res.reservationId).executeTakeFirstOrThrow();
    expect(held.status).toBe('awaiting_deposit');
    const pending = await db.selectFrom('outbox_emails').selectAll().where('to_email', '=', 'ana@example.com').executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, claimed_until: null, last_error: 'Error: SES unavailable' });

    const { delivered, transport } = recording();
    await backdate(new Date(Date.now() - 120_000), pending.id);
    expect(await retryPendingEmails(db, transport)).toEqual({ retried: 1 });
    expect(delivered).toEqual([pending.id]);
    const sent = await db.selectFrom('outbox_emails').select(['status', 'attempts']).where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', attempts: 2 });
  });
});

describe('email exactly once (ADR 021)', () => {
  it('two retry runs at the same time hand each pending email to the provider once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueueEmail(db, { to: `g${i}@example.com`, subject: 'S', text: 'T', kind: 'test' }));
    await backdate(new Date(LATER.getTime() - 120_000));
    const { delivered, transport } = recording();
    await Promise.all([retryPendingEmails(db, transport, LATER), retryPendingEmails(db, transport, LATER)]);
    expect([...delivered].sort()).toEqual([...ids].sort());
    const rows = await db.selectFrom('outbox_emails').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('marks deliveries that finish together sent together, each row with its own message id (ADR 052)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await enqueueEmail(db, { to: `t${i}@example.com`, subject: 'S', text: 'T', kind: 'test' }));
    // The provider answers all twelve at once, so their marks arrive while the first is in flight.
    let handed = 0;
    let answerAll!: () => void;
    const together = new Promise<void>((ok) => (answerAll = ok));
    const transport: EmailTransport = {
      name: 'ses',
      async deliver(message) {
        if (++handed === ids.length) answerAll();
        await together;
        return { messageId: `msg-${message.id}` };
      },
    };
    await Promise.all(ids.map((id) => deliverEmails(db, transport, [id])));
    const rows = await db.selectFrom('outbox_emails').select(['id', 'status', 'provider_message_id', 'claimed_until', 'sent_at']).execute();
    expect(rows).toHaveLength(12);
    for (const r of rows) expect(r).toMatchObject({ status: 'sent', provider_message_id: `msg-${r.id}`, claimed_until: null, sent_at: expect.any(Date) });
  });

  it('leaves a row another delivery has claimed to that delivery', async () => {
    const id = await enqueueEmail(db, { to: 'claimed@example.com', subject: 'S', text: 'T', kind: 'test' });
    await backdate(new Date(LATER.getTime() - 120_000), id);
    await db
      .updateTable('outbox_emails')
      .set({ claimed_until: new Date(Date.now() + 60_000) })
      .where('id', '=', id)
      .execute();
    const { delivered, transport } = recording();
    await retryPendingEmails(db, transport, LATER);
    expect(delivered).toEqual([]);
  });
});
