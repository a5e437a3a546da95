/**
 * `npm run eval:chat`: the chat assistant's evaluation against the embedded engine on a freshly
 * seeded in-memory PGlite database, in three parts printed apart: the development part (questions.ts,
 * what the engine was tuned on), the test part (test-part.ts, written from the product before the
 * engine was changed for it and never tuned on) and the validation part (validation.ts, written by
 * someone who had read no code, used only to compare two versions of the engine; its misses are never
 * printed); `--part dev|test|validation` runs one. Each with accuracy per topic and language, and the
 * development part's misses. `--model mock` runs the same set through the model path with the SDK's
 * mock model (it only repeats the embedded engine's answer, so it proves the plumbing, not a model).
 * Then the sibling sets under tests/eval/ai/ (ADR 118): the Sommelier's dishes, City Packs'
 * itinerary requests and the review analyzer's labelled reviews, on the embedded engine; `--only chat`
 * skips them. Exits non-zero when any set is below `--min` percent (default 0).
 */
import { createDatabase } from '@tablestay/core/db/connection';
import { migrateToLatest } from '@tablestay/core/db/migrator';
import { seed } from '@tablestay/core/db/seed';
import { loadConfig } from '@tablestay/core/config';
import { createAi } from '@tablestay/core/ai/engine';
import { mockModel, type MockCall } from '@tablestay/core/ai/mock-model';
import { chatTurn, type ChatDeps } from '@tablestay/core/ai/chat/service';
import { QUESTIONS, type EvalQuestion } from './questions';
import { TEST_PART } from './test-part';
import { VALIDATION } from './validation';
import { printSet, type EvalSet } from '../ai/report';
import { sommelierSet } from '../ai/sommelier';
import { reviewsSet } from '../ai/reviews';
import { cityPacksSet } from '../ai/citypacks';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const min = Number(flag('min') ?? 0);
const verbose = args.includes('--verbose');

const started = Date.now();
const config = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' });
const handle = await createDatabase(config);
await migrateToLatest(handle.db);
await seed(handle.db);
// The model path with the SDK's mock model: it repeats the FACTS' `answer` (the system prompt's JSON).
const viaMock = flag('model') === 'mock';
const echo = mockModel((call: MockCall) => {
  const system = call.prompt.find((m) => m.role === 'system')?.content ?? '';
  const json = system.slice(system.indexOf('{', system.indexOf('FACTS')));
  return (JSON.parse(json) as { answer: string }).answer;
});
// Every fall back to the embedded engine is counted: a model path that silently fell back would prove nothing.
let fallbacks = 0;
const deps: ChatDeps = { db: handle.db, port: createAi(viaMock ? echo : null, () => fallbacks++), config };

const users = new Map((await handle.db.selectFrom('users').select(['id', 'email', 'name', 'email_verified_at']).execute()).map((u) => [u.email, u] as const));

function matches(answer: string, fact: string): boolean {
  if (fact.startsWith('/') && fact.endsWith('/') && fact.length > 2) return new RegExp(fact.slice(1, -1), 'i').test(answer);
  const a = answer.toLowerCase();
  return fact.split('|').some((alt) => a.includes(alt.toLowerCase()));
}

async function ask(q: EvalQuestion): Promise<string> {
  const u = q.user ? users.get(q.user) : undefined;
  const user = u ? { id: u.id, email: u.email, name: u.name, emailVerified: Boolean(u.email_verified_at) } : null;
  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  let conversationId: string | undefined;
  let answer = '';
  for (const content of [...(q.before ?? []), q.q]) {
    messages.push({ role: 'user', content });
    answer = '';
    for await (const e of chatTurn(
      deps,
      { messages: messages.slice(-20), locale: q.lang, conversationId, clientId: user ? undefined : 'eval-client-1' },
      user,
    )) {
      if (e.type === 'start') conversationId = e.conversationId;
      else if (e.type === 'text') answer += e.text;
    }
    messages.push({ role: 'assistant', content: answer });
  }
  return answer;
}

type Tally = { ok: number; all: number };
const pct = (t: Tally) => (t.all ? `${((100 * t.ok) / t.all).toFixed(0).padStart(3)} % (${t.ok}/${t.all})` : '—');
const sum = (xs: Tally[]) => xs.reduce((s, x) => ({ ok: s.ok + x.ok, all: s.all + x.all }), { ok: 0, all: 0 });

/** One part of the set, asked and graded: its misses, then accuracy per topic and language. Answers the share right. */
async function evaluate(part: string, set: EvalQuestion[], showMisses = true): Promise<number> {
  const byTopic = new Map<string, Record<'en' | 'sl', Tally>>();
  const misses: string[] = [];
  for (const q of set) {
    const answer = await ask(q);
    const missing = q.must.filter((f) => !matches(answer, f));
    const forbidden = (q.never ?? []).filter((f) => matches(answer, f));
    const ok = !missing.length && !forbidden.length;
    const t = byTopic.get(q.topic) ?? { en: { ok: 0, all: 0 }, sl: { ok: 0, all: 0 } };
    byTopic.set(q.topic, t);
    t[q.lang].all++;
    const turns = [...(q.before ?? []), q.q].join(' ⟶ ');
    if (ok) {
      t[q.lang].ok++;
      if (verbose) console.log(`✓ [${q.topic}/${q.lang}] ${turns}\n    ${answer.replace(/\n/g, ' ⏎ ').slice(0, 200)}`);
    } else
      misses.push(
        `✗ [${q.topic}/${q.lang}] ${turns}\n    missing: ${JSON.stringify(missing)} forbidden: ${JSON.stringify(forbidden)}\n    answer: ${answer.replace(/\n/g, ' ⏎ ').slice(0, 300)}`,
      );
  }
  if (showMisses) for (const m of misses) console.log(m);
  else if (misses.length) console.log(`(${misses.length} misses not shown: the test part is never read to tune on; --show-test-misses shows them)`);
  const dialogs = set.filter((q) => q.before?.length).length;
  console.log(`\nChat evaluation, ${part} — ${viaMock ? 'model path (SDK mock model)' : 'embedded engine'}, ${set.length} questions (${dialogs} dialogs)\n`);
  console.log(`${'topic'.padEnd(14)}${'en'.padEnd(16)}${'sl'.padEnd(16)}all`);
  for (const [topic, t] of byTopic) console.log(`${topic.padEnd(14)}${pct(t.en).padEnd(16)}${pct(t.sl).padEnd(16)}${pct(sum([t.en, t.sl]))}`);
  const en = sum([...byTopic.values()].map((t) => t.en));
  const sl = sum([...byTopic.values()].map((t) => t.sl));
  const total = sum([en, sl]);
  console.log(`${'TOTAL'.padEnd(14)}${pct(en).padEnd(16)}${pct(sl).padEnd(16)}${pct(total)}`);
  return total.ok / total.all;
}

// The development part is what the engine was tuned on; the test part was written before any change
// for it and is never tuned on (ADR 117): it is the figure that predicts users.
const parts = flag('part') ?? 'all';
const shares: number[] = [];
if (parts === 'all' || parts === 'dev') shares.push(await evaluate('development part (tuned on)', QUESTIONS));
// Its misses are not printed unless asked for: reading them is how a test part stops predicting users.
if (parts === 'all' || parts === 'test')
  shares.push(await evaluate('TEST PART (held out, never tuned on)', TEST_PART, process.argv.includes('--show-test-misses')));
// The validation part compares two versions of the engine (one change against another); its misses are
// not printed either: fixing its questions one by one would make it one more development set.
if (parts === 'all' || parts === 'validation') shares.push(await evaluate('VALIDATION PART (compares versions, never tuned on)', VALIDATION, false));
if (viaMock) console.log(`model calls: ${echo.doStreamCalls.length}, fallbacks to the embedded engine: ${fallbacks}`);
// The sibling sets, printed by the same command.
if (flag('only') !== 'chat') {
  const sets: EvalSet[] = [await sommelierSet(), await cityPacksSet(handle.db), reviewsSet()];
  for (const set of sets) shares.push(printSet(set, verbose));
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
await handle.close();
if (shares.some((s) => 100 * s < min)) process.exit(1);
