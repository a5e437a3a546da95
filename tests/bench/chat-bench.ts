/**
 * The chat assistant's answer time on the embedded engine (no model configured): every question of
 * the evaluation's development part (tests/eval/chat/questions.ts; the held-out test part is left
 * alone), dialogs turn by turn, asked through `chatTurn` as the API's `chat.ask` runs it, on a
 * freshly seeded PGlite database in memory (`npm start`'s engine). One warm-up pass, then `rounds`
 * timed passes; the time is from the question to the answer's last word. `npm run bench:chat` runs
 * only this.
 */
import { performance } from 'node:perf_hooks';
import { createAi } from '@tablestay/core/ai/engine';
import { chatTurn, type ChatDeps } from '@tablestay/core/ai/chat/service';
import { loadConfig } from '@tablestay/core/config';
import { createDatabase } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { seed } from '@tablestay/core/db/seed';
import { QUESTIONS, type EvalQuestion } from '../eval/chat/questions';
import { table } from './format';

export interface ChatBench {
  rounds: number;
  turns: number;
  byLang: Record<'en' | 'sl' | 'all', { p50: number; p95: number; p99: number; max: number; n: number }>;
  slowest: { q: string; ms: number }[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function benchChat(rounds = 3): Promise<ChatBench> {
  const config = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' });
  const handle = await createDatabase(config);
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db);
    const deps: ChatDeps = { db: handle.db, port: createAi(null), config };
    const users = new Map(
      (await handle.db.selectFrom('users').select(['id', 'email', 'name', 'email_verified_at']).execute()).map((u) => [u.email, u] as const),
    );
    const times: { lang: 'en' | 'sl'; q: string; ms: number }[] = [];
    let client = 0;
    const ask = async (q: EvalQuestion, timed: boolean) => {
      const u = q.user ? users.get(q.user) : undefined;
      const user = u ? { id: u.id, email: u.email, name: u.name, emailVerified: Boolean(u.email_verified_at) } : null;
      const messages: { role: 'user' | 'assistant'; content: string }[] = [];
      let conversationId: string | undefined;
      // Each question a visitor of its own, so the AI rate limit (per client) never answers instead.
      const clientId = `bench-chat-${++client}`;
      for (const content of [...(q.before ?? []), q.q]) {
        messages.push({ role: 'user', content });
        let answer = '';
        const t0 = performance.now();
        for await (const e of chatTurn(deps, { messages: messages.slice(-20), locale: q.lang, conversationId, clientId: user ? undefined : clientId }, user)) {
          if (e.type === 'start') conversationId = e.conversationId;
          else if (e.type === 'text') answer += e.text;
        }
        if (timed) times.push({ lang: q.lang, q: content, ms: performance.now() - t0 });
        messages.push({ role: 'assistant', content: answer });
      }
    };
    for (const q of QUESTIONS) await ask(q, false);
    for (let r = 0; r < rounds; r++) for (const q of QUESTIONS) await ask(q, true);
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? Number.NaN, n: s.length };
    };
    const slowest = new Map<string, number>();
    for (const t of times) slowest.set(t.q, Math.max(slowest.get(t.q) ?? 0, t.ms));
    return {
      rounds,
      turns: times.length,
      byLang: {
        en: stats(times.filter((t) => t.lang === 'en').map((t) => t.ms)),
        sl: stats(times.filter((t) => t.lang === 'sl').map((t) => t.ms)),
        all: stats(times.map((t) => t.ms)),
      },
      slowest: [...slowest]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([q, ms]) => ({ q, ms })),
    };
  } finally {
    await handle.close();
  }
}

const f = (x: number) => x.toFixed(1);

export function printChat(b: ChatBench) {
  console.log(`  ${b.turns} timed turns (the development part, ${b.rounds} passes after a warm-up); budget p95 ≤ 300 ms`);
  console.log(
    table(
      ['answer time, embedded engine (ms)', 'p50', 'p95', 'p99', 'max', 'turns'],
      (['en', 'sl', 'all'] as const).map((l) => {
        const s = b.byLang[l];
        return [l, f(s.p50), f(s.p95), f(s.p99), f(s.max), String(s.n)];
      }),
    ),
  );
  console.log('  slowest questions:');
  for (const s of b.slowest) console.log(`    ${f(s.ms).padStart(7)} ms  ${s.q.slice(0, 90)}`);
}
