import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as z from 'zod';
import { loadAllRouters } from '@tablestay/api/root';
import { createUserRole } from '@tablestay/core/db/factories';
import { Client, startTestServer, type TestServer } from '../support/server';

// Routers load on first call (ADR 046); walking every procedure needs them all loaded.
const appRouter = await loadAllRouters();

/**
 * Property: whatever arrives as a procedure's input, the answer is never a 5xx. Inputs are drawn
 * from each procedure's own input schema (valid-looking values, then values near it: a field
 * missing, a wrong type, an extreme, control characters) and from arbitrary JSON, and are sent
 * over real HTTP as a visitor and as a signed-in admin (who passes every role check).
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

const RUNS_PER_PROCEDURE = 12;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', 'a\u0000b', '\u0007', '<script>', "'; drop table users; --", 'ž'.repeat(300), '9'.repeat(40)),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** Strings matching a schema's pattern, when fast-check can read the pattern (no lookahead). */
function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string({ maxLength: 40 });
  }
}

function valid(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => valid(a, depth + 1)));
  if (s.allOf?.length) return valid(s.allOf[0]!, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'date' || s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return isoDate;
      if (s.pattern) return fc.oneof(matching(s.pattern), text);
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 60, 60) });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? valid(s.items, depth + 1) : anyJson, { maxLength: 4 });
    case 'object': {
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, valid(v, depth + 1)]));
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return anyJson;
  }
}

/** Near-valid: a valid value with one part broken (missing, mistyped, extreme, odd text). */
function nearValid(s: JsonSchema): fc.Arbitrary<unknown> {
  const broken = fc.oneof(text, anyJson, fc.constantFrom(null, -1, 0, 2 ** 31, 1e308, -1e308, true, [], {}, '1', 'null'));
  if ((s.type === 'object' || s.properties) && s.properties && Object.keys(s.properties).length) {
    const keys = Object.keys(s.properties);
    return fc.tuple(valid(s), fc.constantFrom(...keys), fc.oneof(broken, fc.constant(undefined))).map(([v, key, bad]) => {
      const out = { ...(v as Record<string, unknown>) };
      if (bad === undefined) delete out[key];
      else out[key] = bad;
      return out;
    });
  }
  return broken;
}

interface Target {
  path: string;
  type: 'query' | 'mutation';
  inputs: fc.Arbitrary<unknown>;
}
interface ProcedureDef {
  type: string;
  inputs: unknown[];
}

/** Every procedure by its dotted path, with its input schemas: the router's own definition. */
function procedures(): [string, ProcedureDef][] {
  // oxlint-disable-next-line no-underscore-dangle -- tRPC exposes a router's procedures only as `_def`
  const flat = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  // oxlint-disable-next-line no-underscore-dangle -- as above, for each procedure
  return Object.entries(flat).map(([path, p]) => [path, p._def]);
}

function targets(): Target[] {
  return procedures()
    .filter(([, p]) => p.type === 'query' || p.type === 'mutation')
    .map(([path, p]) => {
      const schema = p.inputs[0];
      let json: JsonSchema = {};
      if (schema instanceof z.ZodType) {
        try {
          json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        } catch {
          json = {};
        }
      }
      return {
        path,
        type: p.type as Target['type'],
        inputs: fc.oneof({ arbitrary: valid(json), weight: 2 }, { arbitrary: nearValid(json), weight: 2 }, { arbitrary: anyJson, weight: 1 }),
      };
    });
}

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_BOOKING_PER_WINDOW: '100000' });
  admin = new Client(server.url);
  await admin.mutate('account.signUp', { name: 'Fuzz Admin', email: 'fuzz-admin@example.com', password: 'fuzz-admin-1' });
  const user = await server.core.db.selectFrom('users').select('id').where('email', '=', 'fuzz-admin@example.com').executeTakeFirstOrThrow();
  await createUserRole(server.core.db, { user_id: user.id, role: 'admin' });
  await admin.mutate('account.signIn', { email: 'fuzz-admin@example.com', password: 'fuzz-admin-1' });
});
afterAll(() => server?.close());

// Calls that would end the admin's own session are fuzzed as the visitor only.
const VISITOR_ONLY = /signOut|deleteAccount|delete$/;

it('answers no procedure input with a 5xx', async () => {
  const all = targets();
  expect(all.length).toBeGreaterThan(20);
  const failures: string[] = [];
  let sent = 0;
  for (const t of all) {
    await fc
      .assert(
        fc.asyncProperty(t.inputs, fc.boolean(), async (input, asAdmin) => {
          const client = asAdmin && !VISITOR_ONLY.test(t.path) ? admin : new Client(server.url);
          const shown = `seed=${SEED} ${t.path} input=${JSON.stringify(input)?.slice(0, 300)}`;
          sent++;
          try {
            const res = t.type === 'query' ? await client.query(t.path, input) : await client.mutate(t.path, input);
            if (res.status >= 500) failures.push(`${shown} -> ${res.status} ${res.error?.message}`);
            return res.status < 500;
          } catch (err) {
            failures.push(`${shown} -> no JSON answer: ${String(err)}`);
            return false;
          }
        }),
        { numRuns: RUNS_PER_PROCEDURE, seed: SEED, endOnFailure: true },
      )
      .catch(() => undefined); // recorded in `failures`; every procedure still gets its runs
  }
  expect(failures).toEqual([]);
  expect(sent).toBe(all.length * RUNS_PER_PROCEDURE);
});
