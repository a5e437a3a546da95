import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '@tablestay/api/context';
import { createCaller, type AppRouter } from '@tablestay/api/root';
import { createAi } from '@tablestay/core/ai/engine';
import { mockModel } from '@tablestay/core/ai/mock-model';
import type { ChatEvent } from '@tablestay/core/ai/chat/service';
import { applyRetention } from '@tablestay/core/job/service';
import { atRateWindowStart } from '../support/clock';
import { Client, startTestServer, type TestServer } from '../support/server';

// Chat assistant (ADR 088) over the real local server, seeded venues, embedded engine.
let server: TestServer;
const AI_PER_IP = 12;
// The file's AI calls are counted against one per-IP limit: all in one rate-limit window.
let restoreClock = () => {};
beforeAll(async () => {
  restoreClock = atRateWindowStart();
  server = await startTestServer({ RATE_LIMIT_AI_PER_IP: String(AI_PER_IP) }, { seed: true });
});
afterAll(async () => {
  await server?.close();
  restoreClock();
});

let calls = 0; // every chat.ask below counts against the one IP (127.0.0.1)
const client = () => createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${server.url}/api/trpc` })] });

async function ask(content: string, extra: Record<string, unknown> = {}) {
  calls++;
  const events: ChatEvent[] = [];
  for await (const e of await client().chat.ask.mutate({ messages: [{ role: 'user', content }], ...extra })) events.push(e);
  const start = events[0];
  if (start?.type !== 'start') throw new Error('no start event');
  const text = events.flatMap((e) => (e.type === 'text' ? [e.text] : []));
  return { start, pieces: text, answer: text.join(''), events };
}

describe('chat.ask', () => {
  it('refuses empty and too long messages with the SPEC texts', async () => {
    const c = new Client(server.url);
    const empty = await c.mutate('chat.ask', { messages: [{ role: 'user', content: '   ' }] });
    calls++;
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toBe('Message cannot be empty');
    const long = await c.mutate('chat.ask', { messages: [{ role: 'user', content: 'x'.repeat(501) }] });
    calls++;
    expect(long.error?.message).toBe('Message too long');
  });

  it('streams a help answer in pieces, and stores the conversation and both messages', async () => {
    const r = await ask('How do deposits work?', { clientId: 'visitor-12345678' });
    expect(r.pieces.length).toBeGreaterThan(5);
    // The fact first, its number from the venues' own deposit and the configured hold (ADR 115).
    expect(r.answer).toMatch(/^The deposit for a table is 20 EUR, paid by card within 15 minutes of booking\./);
    expect(r.start.venues).toEqual([]);
    const convo = await server.core.db.selectFrom('ai_conversations').selectAll().where('id', '=', r.start.conversationId).executeTakeFirstOrThrow();
    expect(convo).toMatchObject({ kind: 'chat', user_id: null, client_id: 'visitor-12345678' });
    const messages = await server.core.db
      .selectFrom('ai_messages')
      .select(['role', 'content'])
      .where('conversation_id', '=', convo.id)
      .orderBy('created_at')
      .execute();
    expect(messages).toEqual([
      { role: 'user', content: 'How do deposits work?' },
      { role: 'assistant', content: r.answer },
    ]);
    // The same visitor continues it; another browser cannot.
    const next = await ask('And the waitlist?', { clientId: 'visitor-12345678', conversationId: convo.id });
    expect(next.start.conversationId).toBe(convo.id);
    const other = await ask('And the waitlist?', { clientId: 'someone-else-123', conversationId: convo.id });
    expect(other.start.conversationId).not.toBe(convo.id);
  });

  it('answers venue questions from the database with links built from the facts, in English and Slovenian', async () => {
    const vegan = await server.core.db
      .selectFrom('restaurants')
      .select(['id', 'name'])
      .where('vegan', '=', true)
      .where('city', '=', 'Ljubljana')
      .where('onboarding_done', '=', true)
      .where('total_tables', '>', 0)
      .execute();
    expect(vegan.length).toBeGreaterThan(0);
    const en = await ask('vegan restaurants in Ljubljana');
    expect(en.start.venues.map((v) => v.href).sort()).toEqual(vegan.map((v) => `/restaurants/${v.id}`).sort());
    for (const v of vegan) expect(en.answer).toContain(v.name);
    const sl = await ask('veganske restavracije v Ljubljani', { locale: 'sl' });
    expect(sl.start.venues.map((v) => v.id).sort()).toEqual(vegan.map((v) => v.id).sort());
    expect(sl.answer).toMatch(/^Na TableStay: veganske restavracije \(Ljubljana\)/);
  });

  it('sends the facts to a configured model and streams its words', async () => {
    const model = mockModel('Deposits go straight to the venue.');
    const core = { ...server.core, ai: { ...server.core.ai, port: createAi(model, () => {}) } };
    const req = new Request(`${server.url}/api/trpc/chat.ask`, { method: 'POST' });
    const caller = createCaller(await createContext(core, { req, resHeaders: new Headers(), ip: '10.0.0.9', requestId: 'chat-test' }));
    const pieces: string[] = [];
    for await (const e of await caller.chat.ask({ messages: [{ role: 'user', content: 'Kako deluje varščina?' }], locale: 'sl' }))
      if (e.type === 'text') pieces.push(e.text);
    expect(pieces.join('')).toBe('Deposits go straight to the venue.');
    const prompt = model.prompts()[0]!;
    expect(prompt).toContain('Answer in Slovenian');
    expect(prompt).toContain('Varščine'); // the retrieved help passage's title
    expect(prompt).toContain('Kako deluje varščina?');
  });

  it('limits AI calls per IP with the rate-limit text', async () => {
    while (calls < AI_PER_IP) await ask('plans');
    const blocked = await client()
      .chat.ask.mutate({ messages: [{ role: 'user', content: 'plans' }] })
      .catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(TRPCClientError);
    expect((blocked as TRPCClientError<AppRouter>).message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('refuses the call past the limit before the stream starts: 429 with Retry-After, as the web asks', async () => {
    while (calls < AI_PER_IP) await ask('plans');
    calls++;
    // The web widget's own request (chat-store.ts): a streamed batch of one.
    const res = await fetch(`${server.url}/api/trpc/chat.ask?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'trpc-accept': 'application/jsonl', origin: server.url },
      body: JSON.stringify({ 0: { messages: [{ role: 'user', content: 'plans' }] } }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('transfer-encoding')).not.toBe('chunked');
    // One JSON document, the call's error: no stream head, no JSON lines.
    expect(await res.json()).toEqual({
      error: expect.objectContaining({
        message: 'Too many attempts. Please wait a few minutes and try again.',
        data: expect.objectContaining({ httpStatus: 429, domainCode: 'rate_limit.exceeded' }),
      }),
    });
  });
});

describe('retention', () => {
  it('deletes chat messages and conversations 90 days after they were last written', async () => {
    const db = server.core.db;
    const DAY = 86_400_000;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const old = await db
      .insertInto('ai_conversations')
      .values({ kind: 'chat', created_at: ago(120), updated_at: ago(95) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const live = await db
      .insertInto('ai_conversations')
      .values({ kind: 'chat', created_at: ago(120), updated_at: ago(1) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ai_messages')
      .values([
        { conversation_id: old.id, role: 'user', content: 'old', created_at: ago(95) },
        { conversation_id: live.id, role: 'user', content: 'first', created_at: ago(120) },
        { conversation_id: live.id, role: 'user', content: 'recent', created_at: ago(1) },
      ])
      .execute();
    const result = await applyRetention(db, now);
    expect(result.aiConversations).toBe(1);
    expect(result.aiMessages).toBe(2);
    expect(await db.selectFrom('ai_conversations').select('id').where('id', 'in', [old.id, live.id]).execute()).toEqual([{ id: live.id }]);
    expect(await db.selectFrom('ai_messages').select('content').where('conversation_id', 'in', [old.id, live.id]).execute()).toEqual([{ content: 'recent' }]);
  });
});
