import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { createAiConversation, createOneTimeToken, createRateLimitCounter, createSession, createUserRole } from '../db/factories';
import { expectConsoleError } from '../../../../tests/support/fail-on-console-error';
import { outboxTransport } from '../notification/email';
import { applyRetention, retryPendingEmails } from './service';
import { ago, DAY, later, NOW, pendingEmail, reservation, stay, useJobDatabase, user, venue } from './test-fixtures';

// Housekeeping jobs: data retention and the email outbox retry. (Holds and review prompts: service.test.ts.)

let db: Database;
useJobDatabase((d) => {
  db = d;
});

describe('applyRetention', () => {
  it('deletes what has outlived its retention period and keeps the rest', async () => {
    const activeUser = await user('active@example.com', ago(365 * DAY));
    const inactiveGuest = await user('gone@example.com', ago(4 * 365 * DAY));
    const inactiveOwner = await user('owner@example.com', ago(4 * 365 * DAY));
    const inactiveAdmin = await user('admin@example.com', ago(4 * 365 * DAY));
    const inactiveRoleOwner = await user('role-owner@example.com', ago(4 * 365 * DAY));
    await user('almost@example.com', ago(3 * 365 * DAY - DAY));
    await createUserRole(db, { user_id: inactiveAdmin, role: 'admin' });
    await createUserRole(db, { user_id: inactiveRoleOwner, role: 'owner' });
    const v = await venue('Stara Gostilna', { owner_id: inactiveOwner });

    const oldChat = await createAiConversation(db, { kind: 'chat', created_at: ago(91 * DAY), updated_at: ago(91 * DAY) });
    const recentChat = await createAiConversation(db, { kind: 'sommelier', created_at: ago(89 * DAY) });

    await createSession(db, { id: 'expired-session', user_id: activeUser, expires_at: ago(1000) });
    await createSession(db, { id: 'live-session', user_id: activeUser, expires_at: later(DAY) });

    const ancient = await reservation(v, { status: 'seated', date: '2018-06-01' });
    const sixYears = await reservation(v, { status: 'seated', date: '2020-06-01' });
    const ancientStay = await stay(v, { status: 'checked_out', check_in: '2018-05-01', check_out: '2018-05-03' });
    const recentStay = await stay(v, { status: 'checked_out', check_in: '2021-05-01', check_out: '2021-05-03' });

    await createOneTimeToken(db, { token_hash: 'old-token', purpose: 'magic_link', email: 'a@example.com', expires_at: ago(2 * DAY) });
    await createOneTimeToken(db, { token_hash: 'fresh-token', purpose: 'magic_link', email: 'a@example.com', expires_at: ago(60_000) });
    await createRateLimitCounter(db, { key: 'sign_in:ip:1', window_start: ago(2 * DAY), count: 3 });
    await createRateLimitCounter(db, { key: 'sign_in:ip:1', window_start: ago(600_000), count: 1 });

    expect(await applyRetention(db, NOW)).toEqual({
      aiConversations: 1,
      aiMessages: 0,
      sessions: 1,
      tokens: 1,
      rateLimitCounters: 1,
      emailBodies: 0,
      reservations: 1,
      stayBookings: 1,
      accounts: 1,
    });

    expect((await db.selectFrom('ai_conversations').select('id').execute()).map((r) => r.id)).toEqual([recentChat.id]);
    expect(await db.selectFrom('ai_conversations').select('id').where('id', '=', oldChat.id).execute()).toEqual([]);
    expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual(['live-session']);
    expect((await db.selectFrom('reservations').select('id').execute()).map((r) => r.id)).toEqual([sixYears.id]);
    expect(await db.selectFrom('reservations').select('id').where('id', '=', ancient.id).execute()).toEqual([]);
    expect((await db.selectFrom('stay_bookings').select('id').execute()).map((r) => r.id)).toEqual([recentStay.id]);
    expect(await db.selectFrom('stay_bookings').select('id').where('id', '=', ancientStay.id).execute()).toEqual([]);
    expect((await db.selectFrom('one_time_tokens').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['fresh-token']);
    expect(await db.selectFrom('rate_limit_counters').select('count').execute()).toEqual([{ count: 1 }]);

    const users = await db.selectFrom('users').select('email').orderBy('email').execute();
    expect(users.map((u) => u.email)).toEqual(['active@example.com', 'admin@example.com', 'almost@example.com', 'owner@example.com', 'role-owner@example.com']);
    expect(await db.selectFrom('users').select('id').where('id', '=', inactiveGuest).execute()).toEqual([]);
    // The inactive owner's venue is still theirs.
    expect((await db.selectFrom('restaurants').select('owner_id').where('id', '=', v).executeTakeFirstOrThrow()).owner_id).toBe(inactiveOwner);
  });

  it('is idempotent: a second run deletes nothing', async () => {
    await user('gone-again@example.com', ago(5 * 365 * DAY));
    await createAiConversation(db, { kind: 'chat', created_at: ago(200 * DAY), updated_at: ago(200 * DAY) });
    const first = await applyRetention(db, NOW);
    expect(first).toMatchObject({ aiConversations: 1, accounts: 1 });
    expect(await applyRetention(db, NOW)).toEqual({
      aiConversations: 0,
      aiMessages: 0,
      sessions: 0,
      tokens: 0,
      rateLimitCounters: 0,
      emailBodies: 0,
      reservations: 0,
      stayBookings: 0,
      accounts: 0,
    });
  });
});

/** An outbox email in `status`, written at `createdAt`, with a body and an HTML part. */
async function email(to: string, status: 'pending' | 'sent' | 'failed', createdAt: Date) {
  const id = await pendingEmail(to, createdAt);
  await db.updateTable('outbox_emails').set({ status, html_body: '<p>T</p>' }).where('id', '=', id).execute();
  return id;
}
const bodies = async () =>
  (await db.selectFrom('outbox_emails').select(['to_email', 'text_body', 'html_body', 'status']).orderBy('to_email').execute()).map(
    (r) => `${r.to_email} ${r.status} ${JSON.stringify(r.text_body)} ${JSON.stringify(r.html_body)}`,
  );

describe('email bodies after delivery (ADR 103)', () => {
  it('empties the bodies of emails sent or failed more than 7 days ago, keeps younger ones and every pending one', async () => {
    await email('sent-8-days@example.com', 'sent', ago(8 * DAY));
    await email('sent-7-days@example.com', 'sent', ago(7 * DAY - 60_000));
    await email('failed-8-days@example.com', 'failed', ago(8 * DAY));
    await email('pending-8-days@example.com', 'pending', ago(8 * DAY));
    await email('sent-today@example.com', 'sent', ago(60_000));

    expect(await applyRetention(db, NOW)).toMatchObject({ emailBodies: 2 });
    expect(await bodies()).toEqual([
      'failed-8-days@example.com failed "" null',
      'pending-8-days@example.com pending "T" "<p>T</p>"',
      'sent-7-days@example.com sent "T" "<p>T</p>"',
      'sent-8-days@example.com sent "" null',
      'sent-today@example.com sent "T" "<p>T</p>"',
    ]);
    // What is left says an email went out: to whom, about what, when.
    expect(
      await db.selectFrom('outbox_emails').select(['subject', 'kind']).where('to_email', '=', 'sent-8-days@example.com').executeTakeFirstOrThrow(),
    ).toEqual({
      subject: 'S',
      kind: 'test',
    });
    expect(await applyRetention(db, NOW)).toMatchObject({ emailBodies: 0 });
  });
});

describe('retryPendingEmails', () => {
  it('delivers pending emails older than a minute, once, and leaves fresh ones to their request', async () => {
    await pendingEmail('old@example.com', ago(5 * 60_000));
    await pendingEmail('fresh@example.com');
    const lines: string[] = [];
    expect(
      await retryPendingEmails(
        db,
        outboxTransport((l) => lines.push(l)),
        NOW,
      ),
    ).toEqual({ retried: 1 });
    expect(lines).toEqual(['[mail] to=old@example.com subject="S"']);
    const rows = await db.selectFrom('outbox_emails').select(['to_email', 'status', 'attempts']).orderBy('to_email').execute();
    expect(rows).toEqual([
      { to_email: 'fresh@example.com', status: 'pending', attempts: 0 },
      { to_email: 'old@example.com', status: 'sent', attempts: 1 },
    ]);
    expect(
      await retryPendingEmails(
        db,
        outboxTransport((l) => lines.push(l)),
        NOW,
      ),
    ).toEqual({ retried: 0 });
  });

  it('records a failed delivery on the row and gives up after five attempts', async () => {
    const id = await pendingEmail('bounce@example.com', ago(5 * 60_000));
    const failing = { name: 'ses' as const, deliver: async () => Promise.reject(new Error('SES throttled')) };
    expectConsoleError(5);
    for (let i = 0; i < 5; i++) await retryPendingEmails(db, failing, NOW);
    const row = await db.selectFrom('outbox_emails').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 5, last_error: 'Error: SES throttled' });
    expect(await retryPendingEmails(db, failing, NOW)).toEqual({ retried: 0 });
  });
});
