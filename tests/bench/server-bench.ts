import { Client, startTestServer, type TestServer } from '../support/server';
import { runLoad, warmUp, type LoadResult, type LoadSpec } from './load';

const BENCH_USER = { name: 'Bench User', email: 'bench@example.com', password: 'bench-password-1' };

export interface BenchPlan {
  signIn: { connections: number; seconds: number };
  me: { connections: number; seconds: number };
  warmUpSeconds: number;
}

export interface ServerBench {
  signIn: LoadResult;
  me: LoadResult;
}

/**
 * The local server on a fresh database: PGlite in memory when `databaseUrl` is undefined, else a
 * new database on that Postgres server (tests/support/db.ts reads DATABASE_URL, so it is set for
 * the duration of the start only).
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  uploadsDir: string,
  opts: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestServer> {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrl;
  try {
    // A limit no bench reaches, so every sign-in runs scrypt instead of answering 429.
    return await startTestServer({ RATE_LIMIT_AUTH_PER_WINDOW: '100000000', UPLOADS_DIR: uploadsDir, ...opts.env }, { seed: opts.seed ?? false });
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

/** Signs the bench user up over HTTP and returns the `ts_session` cookie value. */
export async function signUpBenchUser(baseUrl: string): Promise<string> {
  const client = new Client(baseUrl);
  const res = await client.mutate('account.signUp', BENCH_USER);
  const session = client.cookies.get('ts_session');
  if (res.status !== 200 || !session) {
    throw new Error(`account.signUp answered ${res.status} ${res.error?.message ?? ''} without a ts_session cookie`);
  }
  await expectSignedIn(baseUrl, session);
  // One real sign-in from a cookie-less client, so a broken body shows up here and not as 100% non-2xx.
  const probe = await new Client(baseUrl).mutate('account.signIn', { email: BENCH_USER.email, password: BENCH_USER.password });
  if (probe.status !== 200) throw new Error(`account.signIn answered ${probe.status} ${probe.error?.message ?? ''}`);
  return session;
}

/** account.me answers 200 with `null` for an unknown session, so a 2xx count alone proves nothing. */
async function expectSignedIn(baseUrl: string, session: string): Promise<void> {
  const client = new Client(baseUrl);
  client.cookies.set('ts_session', session);
  const me = await client.query<{ email: string } | null>('account.me');
  if (me.data?.email !== BENCH_USER.email) throw new Error(`account.me with the bench session answered ${me.status} without the user`);
}

export const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(1).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
  `responses ${r.responses}  non-2xx ${r.non2xx}  errors ${r.errors}  [${r.statuses}]`;

export async function measure(label: string, spec: LoadSpec, warmUpSeconds: number): Promise<LoadResult> {
  if (warmUpSeconds > 0) await warmUp(spec, warmUpSeconds);
  const result = await runLoad(spec);
  console.log(`  ${label.padEnd(34)} ${fmt(result)}`);
  return result;
}

/** Sign-in, then session check, against one running server. */
export async function benchServer(server: TestServer, session: string, plan: BenchPlan): Promise<ServerBench> {
  const signIn = await measure(
    `sign-in     ${plan.signIn.connections} conn × ${plan.signIn.seconds} s`,
    {
      url: `${server.url}/api/trpc/account.signIn`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password }),
      ...plan.signIn,
    },
    plan.warmUpSeconds,
  );
  const me = await measure(
    `account.me  ${plan.me.connections} conn × ${plan.me.seconds} s`,
    { url: `${server.url}/api/trpc/account.me`, method: 'GET', headers: { cookie: `ts_session=${session}` }, ...plan.me },
    plan.warmUpSeconds,
  );
  await expectSignedIn(server.url, session);
  return { signIn, me };
}
