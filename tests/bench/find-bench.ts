import { CompiledQuery, sql } from 'kysely';
import type { Database } from '@tablestay/core/db/connection';
import { searchQuery } from '@tablestay/core/restaurant/repository';
import { RESTAURANT_LIST_LIMIT, type SearchResult } from '@tablestay/core/restaurant/schema';
import { searchPattern } from '@tablestay/core/restaurant/text';
import { dateIn } from '@tablestay/core/time/zone';
import { Client, type TestServer } from '../support/server';
import { BENCH_CITY, BENCH_ZONE, ratio } from './booking-bench';
import type { LoadResult } from './load';
import { measure } from './server-bench';

export interface FindPlan {
  /** Search texts: a location and a venue name. */
  queries: string[];
  /** Reservations in the database for each round, ascending. */
  sizes: number[];
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

export interface FindRun {
  query: string;
  reservations: number;
  result: LoadResult;
}

const searchUrl = (server: TestServer, location: string) =>
  `${server.url}/api/trpc/restaurant.search?input=${encodeURIComponent(JSON.stringify({ location }))}`;

/** Tables (and indexes) in the plan of the exact SQL core's searchQuery builds for `location`. */
async function planOf(db: Database, location: string): Promise<{ relations: string[]; indexes: string[] }> {
  const pattern = searchPattern(location);
  if (!pattern) throw new Error(`"${location}" is not searchable`);
  const compiled = searchQuery(db, { pattern, now: new Date(), limit: RESTAURANT_LIST_LIMIT }).compile();
  const res = await db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]));
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
  walk(res.rows[0]?.['QUERY PLAN']);
  return { relations: [...relations], indexes: [...indexes] };
}

const countReservations = async (db: Database) =>
  Number(
    (
      await db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Adds reservations numbered from..to (inclusive) in one generate_series INSERT, spread over the
 * seeded dining venues (not the booking bench's, which are in BENCH_CITY), a year of dates around today and every slot.
 */
async function addReservations(db: Database, from: number, to: number): Promise<void> {
  if (to < from) return;
  const today = dateIn(BENCH_ZONE);
  await sql`
    WITH v AS (
      SELECT array_agg(id ORDER BY created_at, id) AS ids, count(*)::int AS n
      FROM restaurants WHERE total_tables > 0 AND city <> ${BENCH_CITY}
    )
    INSERT INTO reservations (restaurant_id, guest_name, guest_email, date, time, party_size, status, expires_at, view_token, deposit_eur)
    SELECT v.ids[1 + g % v.n],
           'Find Bench ' || g,
           'find-bench-' || g || '@example.com',
           ${today}::date - 180 + (g / v.n) % 365,
           time '09:00' + (g % 28) * interval '30 minutes',
           1 + g % 6,
           (ARRAY['confirmed', 'seated', 'cancelled', 'expired', 'awaiting_deposit'])[1 + g % 5],
           CASE WHEN g % 5 = 4 THEN now() + interval '15 minutes' END,
           encode(sha256(convert_to('findbench' || lpad(g::text, 9, '0') || md5(g::text), 'UTF8')), 'hex'),
           20
    FROM v, generate_series(${from}::int, ${to}::int) AS g
    WHERE v.n > 0`.execute(db);
}

/**
 * /find (restaurant.search over HTTP) with `sizes` reservations in the database: first all
 * reservations are deleted (seed and booking bench), then the table is filled to each size.
 */
export async function benchFind(server: TestServer, plan: FindPlan): Promise<FindRun[]> {
  const db = server.core.db;
  const venues = await db
    .selectFrom('restaurants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('total_tables', '>', 0)
    .where('city', '<>', BENCH_CITY)
    .executeTakeFirstOrThrow();
  if (Number(venues.n) === 0) throw new Error('no seeded dining venues to spread reservations over');

  console.log(`  GET /api/trpc/restaurant.search?input={"location":…}; places directory off (no GOOGLE_MAPS_API_KEY), registered venues only`);
  for (const q of plan.queries) {
    const { relations, indexes } = await planOf(db, q);
    const res = await new Client(server.url).query<SearchResult>('restaurant.search', { location: q });
    if (res.status !== 200) throw new Error(`restaurant.search "${q}" answered ${res.status} ${res.error?.message ?? ''}`);
    const names = res.data.registered.map((r) => r.name);
    console.log(`  "${q}"  → ${names.length} registered: ${names.join(', ') || 'none'}`);
    console.log(`            searchQuery plan reads ${relations.join(', ')}${indexes.length ? ` (indexes: ${indexes.join(', ')})` : ''}`);
  }
  console.log('  restaurant.search reads restaurants (searchQuery) and restaurant_reviews (ratingsFor); never reservations,');
  console.log('  so its cost should not move with the reservation count.');

  const deleted = await db.deleteFrom('reservations').executeTakeFirst();
  console.log(`  reset     deleted ${deleted.numDeletedRows} reservations (seed and booking bench); reservations below are`);
  console.log(`            generate_series rows over the ${venues.n} seeded dining venues, 365 dates around today, every slot`);

  const runs: FindRun[] = [];
  let have = 0;
  for (const size of plan.sizes) {
    const t0 = performance.now();
    await addReservations(db, have + 1, size);
    const insertMs = performance.now() - t0;
    await sql`VACUUM ANALYZE reservations`.execute(db);
    have = await countReservations(db);
    console.log(`  ${have.toLocaleString('en')} reservations (INSERT … generate_series ${insertMs.toFixed(0)} ms, then VACUUM ANALYZE)`);
    for (const q of plan.queries) {
      const result = await measure(
        `  "${q}"  ${plan.connections} conn × ${plan.seconds} s`,
        { url: searchUrl(server, q), method: 'GET', headers: {}, connections: plan.connections, seconds: plan.seconds },
        plan.warmUpSeconds,
      );
      runs.push({ query: q, reservations: have, result });
    }
  }
  // autocannon stops without waiting for the responses in flight: let the server answer them (and
  // check it still does) before the caller closes it and its database.
  await new Promise((ok) => setTimeout(ok, 300));
  const last = await new Client(server.url).query<SearchResult>('restaurant.search', { location: plan.queries[0] ?? '' });
  if (last.status !== 200) throw new Error(`restaurant.search after the runs answered ${last.status}`);
  for (const q of plan.queries) {
    const a = runs.find((r) => r.query === q);
    const b = runs.findLast((r) => r.query === q);
    if (!a || !b || a === b) continue;
    console.log(
      `  "${q}"  ${b.reservations.toLocaleString('en')} vs ${a.reservations.toLocaleString('en')} reservations:  ` +
        `req/s ${ratio(b.result.rps, a.result.rps)}   p50 ${ratio(b.result.p50, a.result.p50)}   p99 ${ratio(b.result.p99, a.result.p99)}`,
    );
  }
  return runs;
}
