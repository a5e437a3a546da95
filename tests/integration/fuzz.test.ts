import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as z from 'zod';
import { loadAllRouters } from '@tablestay/api/root';
import { createProperty, createUserRole, createVenue } from '@tablestay/core/db/factories';
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

/** Each sweep below makes hundreds of calls: on a loaded machine they take minutes, not seconds. */
const BULK = { timeout: 240_000 };

it('answers no procedure input with a 5xx', BULK, async () => {
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
          const send = () => (t.type === 'query' ? client.query(t.path, input) : client.mutate(t.path, input));
          let res: Awaited<ReturnType<typeof send>>;
          try {
            res = await send();
          } catch (first) {
            // A connection dropped on the way (a keep-alive socket closing as it was reused, on a
            // loaded machine) is asked once more: an input that breaks the server breaks it again.
            try {
              res = await send();
            } catch (err) {
              const cause = err instanceof Error && err.cause ? ` (${String(err.cause)})` : '';
              failures.push(`${shown} -> no JSON answer, twice: ${String(err)}${cause}; first: ${String(first)}`);
              return false;
            }
          }
          if (res.status >= 500) failures.push(`${shown} -> ${res.status} ${res.error?.message}`);
          return res.status < 500;
        }),
        { numRuns: RUNS_PER_PROCEDURE, seed: SEED, endOnFailure: true },
      )
      .catch(() => undefined); // recorded in `failures`; every procedure still gets its runs
  }
  expect(failures).toEqual([]);
  expect(sent).toBe(all.length * RUNS_PER_PROCEDURE);
});

/**
 * Edge values put in one field of an otherwise valid input: the answer is the field's own 400 with
 * its text (what the procedure's schema says locally), never a 5xx.
 */
interface FieldCase {
  field: string;
  bad: string;
  status: number;
  message: string | undefined;
  /** The schema's own text for the field; undefined when the schema takes the value. */
  expected: string | undefined;
}

function jsonOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

// The admin's own restaurant and property: edge values reach the venue's rows, not "not found".
let fixture: { restaurant: string; property: string; roomType: string; room: string };
beforeAll(async () => {
  const user = await server.core.db.selectFrom('users').select('id').where('email', '=', 'fuzz-admin@example.com').executeTakeFirstOrThrow();
  const restaurant = await createVenue(server.core.db, { owner_id: user.id, name: 'Fuzz Bistro', total_tables: 5 });
  const { venue, roomTypes } = await createProperty(server.core.db, { owner_id: user.id, name: 'Fuzz Rooms' });
  fixture = { restaurant: restaurant.id, property: venue.id, roomType: roomTypes[0]!.id, room: roomTypes[0]!.rooms[0]!.id };
});

/** Real ids for a procedure's id fields: the property's for stays procedures, else the restaurant's. */
function realIds(path: string): Record<string, string> {
  const venue = /^(ownerStays|stay)\.|^onboarding\.(saveProperty|saveRoomType|addRoom)$/.test(path) ? fixture.property : fixture.restaurant;
  return { restaurantId: venue, venueId: venue, propertyId: fixture.property, roomTypeId: fixture.roomType, roomId: fixture.room };
}

/** Values that pass most fields (an id, a name, an email, a count, a slot, a date, a key, a URL). */
const GOOD_VALUES: unknown[] = [
  'a3bb189e-8bf9-4888-9912-ace4e6543002',
  'Ana Novak',
  'ana@example.com',
  2,
  '19:00',
  '2030-06-03',
  'fuzz-key-0000000000001',
  'https://example.com/menu',
  true,
  'x',
  '',
];

/**
 * An input whose first failure, once `key` holds `bad`, is `key`'s own: drawn from the schema's
 * shape, then each field that fails before `key` is given a value from GOOD_VALUES that it takes.
 * When the schema takes `bad` there, `expected` is undefined.
 */
function baseFor(schema: z.ZodType, json: JsonSchema, key: string, bad: string, ids: Record<string, string>): { input: unknown; expected: string | undefined } {
  const known = Object.fromEntries(Object.entries(ids).filter(([k]) => k in (json.properties ?? {})));
  const candidates = fc.sample(valid(json), { numRuns: 20, seed: 26 }).map((c) => ({ ...(c as Record<string, unknown>), ...known, [key]: bad }));
  for (const input of candidates) {
    for (let round = 0; round < 20; round++) {
      const issue = schema.safeParse(input).error?.issues[0];
      if (!issue) return { input, expected: undefined };
      const field = issue.path[0];
      if (field === key) return { input, expected: issue.message };
      if (typeof field !== 'string') break;
      const fix = GOOD_VALUES.find((v) => schema.safeParse({ ...input, [field]: v }).error?.issues[0]?.path[0] !== field);
      if (fix === undefined) break;
      input[field] = fix;
    }
  }
  return { input: candidates[0], expected: undefined };
}

/** Sends each bad value in every top-level field `isField` picks, as the admin (who passes every role check). */
async function fieldCases(isField: (key: string, s: JsonSchema) => boolean, bads: (key: string) => string[]): Promise<FieldCase[]> {
  const cases: FieldCase[] = [];
  for (const [path, p] of procedures()) {
    const schema = p.inputs[0];
    if ((p.type !== 'query' && p.type !== 'mutation') || !(schema instanceof z.ZodType)) continue;
    const json = jsonOf(schema);
    for (const [key, s] of Object.entries(json.properties ?? {})) {
      if (!isField(key, s)) continue;
      for (const bad of bads(key)) {
        const { input, expected } = baseFor(schema, json, key, bad, realIds(path));
        // An account call may take a value and sign the client in as someone else: a fresh visitor sends it.
        const client = VISITOR_ONLY.test(path) || path.startsWith('account.') ? new Client(server.url) : admin;
        const res = p.type === 'query' ? await client.query(path, input) : await client.mutate(path, input);
        cases.push({ field: `${path}.${key}`, bad, status: res.status, message: res.error?.message, expected });
      }
    }
  }
  return cases;
}

const DATE_KEY = /date|^check_?(in|out)$|^month$/i;
const DATE_TEXTS = new Set([
  'Invalid date',
  'Invalid month',
  'Please select a valid visit date',
  'Please select check-in and check-out dates',
  'Invalid booking parameters. Please start from the search page.',
]);
const BAD_DAYS = ['0000-01-01', '0000-00-00', '0001-01-01', '9999-12-31', '2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '1999-12-31', '2100-01-01'];
const BAD_MONTHS = ['0000-01', '0000-12', '9999-12', '2026-13', '2100-01'];

const isDate = (key: string, s: JsonSchema) => DATE_KEY.test(key) || /\\d\{4\}-/.test(s.pattern ?? '');

it('answers year 0000, 9999-12-31 and impossible days on every date input with a 400 and the field’s text', BULK, async () => {
  const cases = await fieldCases(isDate, (key) => (/month/i.test(key) ? BAD_MONTHS : BAD_DAYS));
  const wrong = cases.filter((c) => c.status !== 400 || c.message !== c.expected || !DATE_TEXTS.has(c.expected ?? ''));
  expect(wrong).toEqual([]);
  const covered = new Set(cases.map((c) => c.field));
  const dateFields = [
    'reservation.availability.date',
    'reservation.create.date',
    'review.feedback.visitDate',
    'ownerDining.reservations.date',
    'ownerDining.feedback.month',
    'stay.search.check_in',
    'stay.search.check_out',
    'stay.quote.checkIn',
    'stay.book.checkOut',
  ];
  expect(dateFields.filter((f) => !covered.has(f))).toEqual([]);
});

const LONE_SURROGATES = ['\ud800x', 'x\udfff', 'Hotel \ud83d'];
const NOT_ALLOWED = 'This text contains characters that are not allowed';

it('answers a lone UTF-16 surrogate in any text field with a 400 and the field’s text, never a 5xx', BULK, async () => {
  const isText = (_key: string, s: JsonSchema): boolean => (s.type === 'string' && !s.format && !s.enum) || Boolean(s.anyOf?.some((a) => isText(_key, a)));
  const cases = await fieldCases(isText, () => LONE_SURROGATES);
  expect(cases.filter((c) => c.status >= 500)).toEqual([]);
  // Where the schema refuses the text, the answer is its 400 with its text, unless a role, plan,
  // confirmed-email or rate-limit check refused the caller before the input was read.
  const refused = cases.filter((c) => c.expected !== undefined);
  expect(refused.filter((c) => (c.status === 400 ? c.message !== c.expected : ![401, 403, 429].includes(c.status)))).toEqual([]);
  const covered = new Set(refused.filter((c) => c.expected === NOT_ALLOWED).map((c) => c.field));
  const textFields = [
    'ownerStays.updateSettings.description',
    'ownerStays.updateSettings.address',
    'ownerStays.addRoomType.name',
    'ownerStays.editRoomType.name',
    'ownerStays.addRoom.code',
    'ownerStays.editRoom.code',
    'onboarding.joinRestaurant.name',
    'onboarding.saveBasics.address',
    'onboarding.saveProperty.name',
    'onboarding.saveRoomType.name',
    'onboarding.addRoom.code',
    'review.feedback.comment',
    'review.submit.comment',
    'stay.review.comment',
    'reservation.create.notes',
    'stay.book.notes',
    'ownerDining.updateDetails.description',
  ];
  expect(textFields.filter((f) => !covered.has(f))).toEqual([]);
});
