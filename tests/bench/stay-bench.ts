import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { Database } from '@tablestay/core/db/connection';
import { searchPattern } from '@tablestay/core/restaurant/text';
import { roomTypesWithFreeQuery, searchStaysQuery } from '@tablestay/core/stay/repository';
import { NO_AVAILABILITY, STAY_LIST_LIMIT, type CreateStayBookingInput, type StaySearchResult } from '@tablestay/core/stay/schema';
import { addDays, dateIn } from '@tablestay/core/time/zone';
import { Client, type TestServer } from '../support/server';
import { BENCH_CITY, BENCH_ZONE, payingOwner, ratio } from './booking-bench';
import { median } from './format';
import { fmtTimed, runTimed, type TimedResult, type TimedSpec } from './timed-load';

export interface StaySearchPlan {
  /** Search locations; each must find a seeded property. */
  queries: string[];
  /** Stay bookings in the database for each round, ascending. */
  sizes: number[];
  /** The searched stay: check-in this many days after today, for `nights`, `guests` guests. */
  checkInDays: number;
  nights: number;
  guests: number;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

export interface StaySearchRun {
  query: string;
  bookings: number;
  result: TimedResult;
  /** The availability SQL alone (roomTypesWithFreeQuery under EXPLAIN ANALYZE): median execution ms, buffers touched. */
  sql: { ms: number; buffers: number };
}

export interface StayBookingPlan {
  /** Requests spread over `days` check-in dates × 1-3 nights, one room type of `rooms` rooms per property. */
  spread: { connections: number; seconds: number; days: number; rooms: number; properties: number[] };
  /** `requests` requests for the same range of a room type with `rooms` rooms. */
  contention: { connections: number; requests: number; rooms: number; nights: number };
  warmUpSeconds: number;
}

interface SpreadRun {
  properties: number;
  result: TimedResult;
  booked: number;
}

export interface StayBookingBench {
  spread: SpreadRun[];
  contention: TimedResult & { booked: number; noAvailability: number; otherNon2xx: number };
}

/** Days after today that the fill's newest slot starts; the fill's active stays all lie within them. */
const FUTURE_DAYS = 60;

/** Rooms of one slot every 2 days, alternately 1 and 2 nights (never overlapping), per room back from today + FUTURE_DAYS. */
const SLOT_DAYS = 2;

const searchUrl = (server: TestServer, input: Record<string, unknown>) =>
  `${server.url}/api/trpc/stay.search?input=${encodeURIComponent(JSON.stringify(input))}`;

interface Explained {
  relations: string[];
  indexes: string[];
  executionMs: number;
  buffers: number;
}

async function explain(db: Database, query: Compilable<unknown>): Promise<Explained> {
  const compiled = query.compile();
  const res = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  const root = (res.rows[0]?.['QUERY PLAN'] as { Plan: Record<string, unknown>; 'Execution Time': number }[] | undefined)?.[0];
  if (!root) throw new Error('EXPLAIN returned no plan');
  const relations = new Set<string>();
  const indexes = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'Relation Name' && typeof v === 'string') relations.add(v);
        else if (k === 'Index Name' && typeof v === 'string') indexes.add(v);
        else walk(v);
      }
    }
  };
  walk(root.Plan);
  const blocks = (k: string) => Number(root.Plan[k] ?? 0);
  return {
    relations: [...relations],
    indexes: [...indexes],
    executionMs: root['Execution Time'],
    buffers: blocks('Shared Hit Blocks') + blocks('Shared Read Blocks'),
  };
}

/** The availability SQL stay.search runs for `location` (same properties, same range), EXPLAIN ANALYZEd `times` times. */
async function availabilitySql(db: Database, location: string, range: { checkIn: string; checkOut: string; guests: number }, times: number) {
  const now = new Date();
  const pattern = searchPattern(location);
  const rows = await searchStaysQuery(db, { pattern, checkIn: range.checkIn, guests: range.guests, now, limit: STAY_LIST_LIMIT }).execute();
  const query = roomTypesWithFreeQuery(
    db,
    rows.map((r) => r.id),
    { checkIn: range.checkIn, checkOut: range.checkOut, now },
  );
  const runs: Explained[] = [];
  for (let i = 0; i < times; i++) runs.push(await explain(db, query));
  const last = runs.at(-1)!;
  return { properties: rows.length, relations: last.relations, indexes: last.indexes, ms: median(runs.map((r) => r.executionMs)), buffers: last.buffers };
}

/** A date column as pg or PGlite returns it. */
const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d));

const countBookings = async (db: Database) =>
  Number(
    (
      await db
        .selectFrom('stay_bookings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Adds stay bookings numbered from..to (inclusive, 0-based) in one generate_series INSERT over the
 * active rooms of the seeded stay properties. Booking i goes to room i % rooms as that room's slot
 * k = ⌊i / rooms⌋: check-in today + FUTURE_DAYS − 2k, 1 night for even k and 2 for odd, so one room's
 * stays never overlap and each round adds older stays than the last. Past stays are checked_out (1 in
 * 10 cancelled), a stay spanning today is checked_in; future stays depend on the room (its ordinal
 * mod 3): cancelled, awaiting_deposit (a live hold for even k, a lapsed one for odd) or confirmed.
 */
async function addStayBookings(db: Database, from: number, to: number, today: string): Promise<void> {
  if (to < from) return;
  await sql`
    WITH rm AS (
      SELECT (row_number() OVER (ORDER BY v.created_at, v.id, r.code, r.id) - 1)::int AS o,
             r.id, r.room_type_id, r.restaurant_id, t.capacity, t.base_price_eur
      FROM rooms r
      JOIN room_types t ON t.id = r.room_type_id
      JOIN restaurants v ON v.id = r.restaurant_id
      WHERE r.active AND t.active AND v.total_rooms > 0 AND v.city <> ${BENCH_CITY}
    ),
    n AS (SELECT count(*)::int AS n FROM rm),
    slot AS (
      SELECT i, i / n.n AS k, i % n.n AS o,
             ${today}::date + ${FUTURE_DAYS}::int - ${SLOT_DAYS}::int * (i / n.n) AS check_in,
             1 + (i / n.n) % 2 AS nights
      FROM n, generate_series(${from}::int, ${to}::int) AS i
      WHERE n.n > 0
    ),
    st AS (
      SELECT slot.*,
             CASE
               WHEN check_in + nights <= ${today}::date THEN CASE WHEN i % 10 = 0 THEN 'cancelled' ELSE 'checked_out' END
               WHEN check_in <= ${today}::date THEN 'checked_in'
               WHEN o % 3 = 0 THEN 'cancelled'
               WHEN o % 3 = 1 THEN 'awaiting_deposit'
               ELSE 'confirmed'
             END AS status
      FROM slot
    )
    INSERT INTO stay_bookings (restaurant_id, room_type_id, room_id, guest_name, guest_email, guests, check_in, check_out, status,
                               expires_at, view_token, deposit_eur, price_per_night_eur, review_prompt_sent_at)
    SELECT rm.restaurant_id, rm.room_type_id, rm.id,
           'Stay Bench ' || st.i,
           'stay-bench-' || st.i || '@example.com',
           1 + st.i % rm.capacity,
           st.check_in,
           st.check_in + st.nights,
           st.status,
           CASE WHEN st.status = 'awaiting_deposit' THEN
             CASE WHEN st.k % 2 = 0 THEN now() + interval '1 day' ELSE now() - interval '1 hour' END
           END,
           encode(sha256(convert_to('staybench' || lpad(st.i::text, 9, '0') || md5(st.i::text), 'UTF8')), 'hex'),
           20,
           rm.base_price_eur,
           CASE WHEN st.status = 'checked_out' THEN now() END
    FROM st JOIN rm ON rm.o = st.o`.execute(db);
}

/** "Vila Ribnik: Double Room 2 (Only 2 left)" per property the search offers. */
const offers = (r: StaySearchResult) =>
  r.properties
    .map((p) => `${p.property.name}: ${p.roomTypes.map((t) => `${t.name} ${t.available}${t.onlyLeft ? ` (Only ${t.onlyLeft} left)` : ''}`).join(', ')}`)
    .join('; ') || 'nothing available';

/**
 * stay.search over HTTP with `sizes` stay bookings in the database: the seed's stay bookings are
 * deleted, then the table is filled to each size (VACUUM ANALYZE after each fill).
 */
export async function benchStaySearch(server: TestServer, plan: StaySearchPlan): Promise<StaySearchRun[]> {
  const db = server.core.db;
  const today = dateIn(BENCH_ZONE);
  const checkIn = addDays(today, plan.checkInDays);
  const checkOut = addDays(checkIn, plan.nights);
  const range = { checkIn, checkOut, guests: plan.guests };
  const rooms = await db
    .selectFrom('rooms as r')
    .innerJoin('restaurants as v', 'v.id', 'r.restaurant_id')
    .select((eb) => [eb.fn.countAll<string>().as('rooms'), eb.fn.count<string>('v.id').distinct().as('properties')])
    .where('r.active', '=', true)
    .where('v.total_rooms', '>', 0)
    .where('v.city', '<>', BENCH_CITY)
    .executeTakeFirstOrThrow();
  if (Number(rooms.rooms) === 0) throw new Error('no seeded stay rooms to spread bookings over');

  const input = (location: string) => ({ location, check_in: checkIn, check_out: checkOut, guests: plan.guests });
  console.log(`  GET /api/trpc/stay.search?input={"location":…,"check_in":"${checkIn}","check_out":"${checkOut}","guests":${plan.guests}}`);
  console.log(`            (${plan.nights} nights from today + ${plan.checkInDays} days, ${BENCH_ZONE}); places directory off (no GOOGLE_MAPS_API_KEY)`);
  console.log('  stay.search reads restaurants (searchStaysQuery), room_types + rooms + stay_bookings (roomTypesWithFree: per active');
  console.log('  room, one probe for an overlapping active booking) and stay_reviews (ratings).');

  const deleted = await db.deleteFrom('stay_bookings').executeTakeFirst();
  console.log(`  reset     deleted the seed's ${deleted.numDeletedRows} stay bookings (and with them its stay reviews); the bookings below are`);
  console.log(`            generate_series rows over the ${rooms.rooms} active rooms of the ${rooms.properties} seeded stay properties: per room one`);
  console.log(`            stay every ${SLOT_DAYS} days (1 or 2 nights, never overlapping), newest from today + ${FUTURE_DAYS} days backwards;`);
  console.log('            past: checked_out (1 in 10 cancelled), spanning today: checked_in, future: by room cancelled / hold');
  console.log(
    `            (live or lapsed) / confirmed. Every future stay is among the first ${Math.ceil((FUTURE_DAYS / SLOT_DAYS) * Number(rooms.rooms)).toLocaleString('en')}, so the`,
  );
  console.log('            searched dates look the same at every size: only the history grows.');

  const runs: StaySearchRun[] = [];
  let have = 0;
  for (const size of plan.sizes) {
    const t0 = performance.now();
    await addStayBookings(db, have, size - 1, today);
    const insertMs = performance.now() - t0;
    const t1 = performance.now();
    await sql`VACUUM ANALYZE stay_bookings`.execute(db);
    const vacuumMs = performance.now() - t1;
    // Write the fill's dirty pages out now rather than during the measured runs (needs superuser or pg_checkpoint).
    const checkpoint = await sql`CHECKPOINT`.execute(db).then(
      () => 'CHECKPOINT',
      (err: unknown) => `no CHECKPOINT: ${err instanceof Error ? err.message : String(err)}`,
    );
    have = await countBookings(db);
    const span = await db
      .selectFrom('stay_bookings')
      .select((eb) => [eb.fn.min('check_in').as('first'), eb.fn.max('check_out').as('last')])
      .executeTakeFirstOrThrow();
    const active = await db
      .selectFrom('stay_bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', 'in', ['awaiting_deposit', 'confirmed', 'checked_in'])
      .executeTakeFirstOrThrow();
    console.log(
      `  ${have.toLocaleString('en')} stay bookings, ${day(span.first)} to ${day(span.last)}, ${Number(active.n).toLocaleString('en')} in an active status ` +
        `(INSERT … generate_series ${insertMs.toFixed(0)} ms, VACUUM ANALYZE ${vacuumMs.toFixed(0)} ms, ${checkpoint})`,
    );
    for (const q of plan.queries) {
      const probe = await new Client(server.url).query<StaySearchResult>('stay.search', input(q));
      if (probe.status !== 200) throw new Error(`stay.search "${q}" answered ${probe.status} ${probe.error?.message ?? ''}`);
      const s = await availabilitySql(db, q, range, 9);
      const spec: TimedSpec = { url: searchUrl(server, input(q)), method: 'GET', headers: {}, connections: plan.connections, seconds: plan.seconds };
      if (plan.warmUpSeconds > 0) await runTimed({ ...spec, seconds: plan.warmUpSeconds });
      const result = await runTimed(spec);
      console.log(`  "${q}"  → ${offers(probe.data)}`);
      console.log(
        `            availability SQL (${s.properties} propert${s.properties === 1 ? 'y' : 'ies'}): ${s.ms.toFixed(2)} ms median of 9 EXPLAIN ANALYZE, ${s.buffers} buffers; ` +
          `reads ${s.relations.join(', ')}${s.indexes.length ? ` via ${s.indexes.join(', ')}` : ''}`,
      );
      console.log(`            ${plan.connections} conn × ${plan.seconds} s  ${fmtTimed(result)}`);
      runs.push({ query: q, bookings: have, result, sql: { ms: s.ms, buffers: s.buffers } });
    }
  }
  for (const q of plan.queries) {
    const a = runs.find((r) => r.query === q);
    const b = runs.findLast((r) => r.query === q);
    if (!a || !b || a === b) continue;
    console.log(
      `  "${q}"  ${b.bookings.toLocaleString('en')} vs ${a.bookings.toLocaleString('en')} stay bookings:  ` +
        `req/s ${ratio(b.result.rps, a.result.rps)}   p50 ${ratio(b.result.p50, a.result.p50)}   p95 ${ratio(b.result.p95, a.result.p95)}   ` +
        `p99 ${ratio(b.result.p99, a.result.p99)}   availability SQL ${ratio(b.sql.ms, a.sql.ms)}`,
    );
  }
  return runs;
}

interface BenchProperty {
  id: string;
  roomTypeId: string;
  name: string;
  rooms: number;
}

/** A stay property in BENCH_CITY (never found by the searches above) with one room type of `rooms` rooms. */
async function insertProperty(db: Database, name: string, rooms: number): Promise<BenchProperty> {
  const owner = await payingOwner(db);
  return db.transaction().execute(async (trx) => {
    const v = await trx
      .insertInto('restaurants')
      .values({
        owner_id: owner,
        name,
        city: BENCH_CITY,
        address: 'Bench Street 2, 9999 Benchville',
        total_tables: 0,
        blocked_tables: 0,
        total_rooms: rooms,
        blocked_rooms: 0,
        timezone: BENCH_ZONE,
        deposit_eur: 20,
        avg_price_eur: 100,
        onboarding_done: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const t = await trx
      .insertInto('room_types')
      .values({ restaurant_id: v.id, name: 'Double Room', capacity: 2, base_price_eur: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rooms')
      .values(Array.from({ length: rooms }, (_, i) => ({ restaurant_id: v.id, room_type_id: t.id, code: String(101 + i) })))
      .execute();
    return { id: v.id, roomTypeId: t.id, name, rooms };
  });
}

const bookingInput = (p: BenchProperty, checkIn: string, nights: number, email: string): CreateStayBookingInput => ({
  propertyId: p.id,
  roomTypeId: p.roomTypeId,
  checkIn,
  checkOut: addDays(checkIn, nights),
  guests: 2,
  guestName: 'Bench Guest',
  guestEmail: email,
});

/**
 * Request bodies spread over the properties (request i → property i % n), then check-in dates (date-major),
 * then 1, 2, 3 nights; each with its own guest email. `count` is capped so no night of any room type
 * is wanted more than `rooms` times: every request can succeed.
 */
function spreadBodies(props: BenchProperty[], tag: string, firstDate: string, days: number, count: number): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = props[i % props.length]!;
    const j = Math.floor(i / props.length);
    const checkIn = addDays(firstDate, j % days);
    const nights = 1 + (Math.floor(j / days) % 3);
    bodies.push(JSON.stringify(bookingInput(p, checkIn, nights, `stay-bench-${tag}-${i}@example.com`)));
  }
  return bodies;
}

async function bookedWith(db: Database, tag: string): Promise<number> {
  const r = await db
    .selectFrom('stay_bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('guest_email', 'like', `stay-bench-${tag}-%`)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const bookSpec = (server: TestServer, load: Pick<TimedSpec, 'bodies' | 'connections' | 'seconds' | 'amount'>): TimedSpec => ({
  url: `${server.url}/api/trpc/stay.book`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  ...load,
});

const answerLines = (r: TimedResult) => r.answers.map((a) => `${a.status} "${a.message}" ×${a.count}`);

/**
 * stay.book over HTTP: spread runs (many date ranges, so every request can get a room) on one and on
 * several properties, then one range of a 3-room type wanted by every request.
 */
export async function benchStayBooking(server: TestServer, plan: StayBookingPlan): Promise<StayBookingBench> {
  const db = server.core.db;
  const { connections, seconds, days, rooms } = plan.spread;
  // Tomorrow in the properties' zone: no check-in of the run is in the past, whatever the hour.
  const firstDate = addDays(dateIn(BENCH_ZONE), 1);
  // Each spread run has properties of its own, so every run starts on empty calendars.
  // Warm-ups book the same dates on properties of their own: bookings go at most 365 days ahead, so
  // the warm-up cannot take later dates, and on the measured properties it would fill their rooms.
  const runProps: BenchProperty[][] = [];
  const warmProps: BenchProperty[][] = [];
  for (const n of plan.spread.properties) {
    const mine: BenchProperty[] = [];
    const warm: BenchProperty[] = [];
    for (let i = 1; i <= n; i++) mine.push(await insertProperty(db, `Bench Stay ${n}.${i}`, rooms));
    if (plan.warmUpSeconds > 0) for (let i = 1; i <= n; i++) warm.push(await insertProperty(db, `Bench Warm ${n}.${i}`, rooms));
    runProps.push(mine);
    warmProps.push(warm);
  }
  const cottage = await insertProperty(db, 'Bench Cottage', plan.contention.rooms);
  // Each 3-layer cycle of the spread (days × 1, 2, 3 nights) wants every night 6 times per property.
  const perProperty = Math.floor(rooms / 6) * days * 3;

  console.log(
    `  properties direct inserts in ${BENCH_CITY}: ${runProps
      .flat()
      .map((p) => `"${p.name}"`)
      .join(', ')} (${rooms} rooms of one`,
  );
  console.log(`            room type each; "Bench Stay n.i" serve the n-property run), "${cottage.name}" (${cottage.rooms} rooms); ${BENCH_ZONE};`);
  console.log("            no blocked rooms. stay_bookings still holds the search bench's bookings.");
  console.log(`  spread    request i → property i mod n, then ${days} check-in dates from ${firstDate} (date-major), then 1, 2, 3 nights;`);
  console.log(`            a new guest email per request; at most ${perProperty.toLocaleString('en')} requests per property, so no night is wanted by`);
  console.log(`            more than ${rooms} of them and every request can get a room. Warm-up: the same on "Bench Warm n.i".`);
  console.log('  limits    RATE_LIMIT_BOOKING_PER_WINDOW=100000000 for this server (no 429s); its pool: pg, max 10 (createDatabase default)');

  // One real request, so a broken body fails here and not as 100% non-2xx.
  // A night the one-range run below (check-in firstDate + 10) never asks for.
  const probeBody = bookingInput(cottage, addDays(firstDate, 30), 1, 'stay-bench-probe-0@example.com');
  const probe = await new Client(server.url).mutate<{ bookingId: string }>('stay.book', probeBody);
  if (probe.status !== 200 || !probe.data?.bookingId)
    throw new Error(`stay.book probe answered ${probe.status} ${probe.error?.message ?? JSON.stringify(probe.data)}`);

  const spread: SpreadRun[] = [];
  for (const [run, mine] of runProps.entries()) {
    const n = mine.length;
    const tag = `p${n}`;
    if (plan.warmUpSeconds > 0) {
      const warm = spreadBodies(warmProps[run] ?? [], `${tag}warm`, firstDate, days, perProperty * n);
      await runTimed(bookSpec(server, { bodies: warm, connections, seconds: plan.warmUpSeconds }));
    }
    const result = await runTimed(bookSpec(server, { bodies: spreadBodies(mine, tag, firstDate, days, perProperty * n), connections, seconds }));
    const booked = await bookedWith(db, tag);
    console.log(
      `  ${n} propert${n === 1 ? 'y  ' : 'ies'} POST /api/trpc/stay.book, ${connections} conn × ${seconds} s${result.responses >= perProperty * n ? ' (bodies used up early)' : ''}`,
    );
    console.log(`            ${fmtTimed(result)}`);
    console.log(
      `            → ${booked} booked${answerLines(result).length ? `; ${answerLines(result).join('; ')}` : ''}${result.firstError ? `; first error: ${result.firstError}` : ''}`,
    );
    spread.push({ properties: n, result, booked });
  }
  console.log('            stay.book runs, per request: zod parse, the rate-limit upsert (IP and email keys); then ONE');
  console.log('            transaction (ADR 052): the property lock with the room type read, then one statement that reads the');
  console.log('            repeat, lapsed holds, free rooms per type and the first free room and inserts the booking (EXCLUDE');
  console.log('            checked), its audit_logs and outbox_emails rows, and COMMIT; the outbox delivery after commit; tRPC and');
  console.log('            HTTP. One property = one lock: one booking at a time.');

  const c = plan.contention;
  const checkIn = addDays(firstDate, 10);
  const same = Array.from({ length: c.requests }, (_, i) => JSON.stringify(bookingInput(cottage, checkIn, c.nights, `stay-bench-same-${i}@example.com`)));
  const contention = await runTimed(bookSpec(server, { bodies: same, connections: c.connections, seconds: 120, amount: c.requests }));
  const booked = await bookedWith(db, 'same');
  const noAvailability = contention.answers.filter((a) => a.status === 409 && a.message === NO_AVAILABILITY).reduce((n, a) => n + a.count, 0);
  const otherNon2xx = contention.responses - contention.ok - noAvailability;
  console.log(
    `  one range ${c.requests} requests, ${c.connections} conn, all for ${checkIn} + ${c.nights} nights at "${cottage.name}" (${c.rooms} rooms); no warm-up`,
  );
  console.log(`            ${fmtTimed(contention)}`);
  const refused = contention.byStatus['409'];
  if (refused) console.log(`            409 answers  p50 ${refused.p50.toFixed(1)}  p95 ${refused.p95.toFixed(1)}  p99 ${refused.p99.toFixed(1)} ms`);
  console.log(
    `            → ${booked} booked, ${noAvailability} × 409 "no availability" (the expected answer), ${otherNon2xx} other non-2xx, ` +
      `${contention.errors} errors${contention.firstError ? ` (first: ${contention.firstError})` : ''}`,
  );
  for (const line of answerLines(contention).filter((l) => !l.startsWith('409 ') || !l.includes(NO_AVAILABILITY))) console.log(`            other: ${line}`);

  return { spread, contention: { ...contention, booked, noAvailability, otherNon2xx } };
}
