import { sql } from 'kysely';
import { createVenue } from '@tablestay/core/db/factories';
import { dateIn } from '@tablestay/core/time/zone';
import { subscribedOwner } from '../support/owners';
import type { TestServer } from '../support/server';
import { BENCH_ZONE, ratio } from './booking-bench';

/**
 * How the owner dashboard scales: the owner's Overview and today's Reservations list for ONE venue with 1k and
 * then 100k past reservations (and 5k feedback entries), one request at a time over HTTP as the
 * signed-in owner, p50/p95 over `requests` calls after a warm-up.
 */
export interface OwnerPlan {
  sizes: number[];
  requests: number;
  warmUp: number;
  todayReservations: number;
  feedback: number;
}

export interface OwnerRun {
  call: 'overview' | 'today';
  reservations: number;
  p50: number;
  p95: number;
}

const input = (v: unknown) => `?input=${encodeURIComponent(JSON.stringify(v))}`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function latency(url: string, cookie: string, plan: OwnerPlan): Promise<{ p50: number; p95: number }> {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < plan.warmUp; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < plan.requests; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: Math.round(pct(times, 50) * 10) / 10, p95: Math.round(pct(times, 95) * 10) / 10 };
}

export async function benchOwner(server: TestServer, plan: OwnerPlan): Promise<OwnerRun[]> {
  const db = server.core.db;
  const { client, userId } = await subscribedOwner(server, `owner-bench-${Date.now()}@example.com`);
  const venue = await createVenue(db, { owner_id: userId, name: 'Owner Bench Bistro', city: 'Owner Bench', total_tables: 40, turn_minutes: 90 });
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const today = dateIn(BENCH_ZONE);
  await sql`
    INSERT INTO reservations (restaurant_id, guest_name, guest_email, date, time, party_size, status, view_token, deposit_eur)
    SELECT ${venue.id}, 'Today ' || g, 'owner-bench-today-' || g || '@example.com', ${today}::date,
           time '12:00' + (g % 20) * interval '30 minutes', 2, 'confirmed', encode(sha256(convert_to('ownerbenchtoday' || g, 'UTF8')), 'hex'), 20
    FROM generate_series(1, ${plan.todayReservations}::int) AS g`.execute(db);
  await sql`
    INSERT INTO feedback (restaurant_id, rating, comment, visit_date, sentiment, created_at)
    SELECT ${venue.id}, 1 + g % 5, 'Bench feedback ' || g, ${today}::date - (g % 365),
           (ARRAY['negative', 'negative', 'neutral', 'positive', 'positive'])[1 + g % 5]::text,
           now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${plan.feedback}::int) AS g`.execute(db);
  console.log(`  one venue (40 tables), ${plan.todayReservations} reservations today, ${plan.feedback.toLocaleString('en')} feedback over a year;`);
  console.log(`  past reservations: generate_series, 28 slots a day back from yesterday; 1 request at a time`);

  const base = `${server.url}/api/trpc/ownerDining`;
  const urls = { overview: `${base}.overview${input({ venueId: venue.id })}`, today: `${base}.reservations${input({ venueId: venue.id })}` };
  const runs: OwnerRun[] = [];
  let have = 0;
  for (const size of plan.sizes) {
    await sql`
      INSERT INTO reservations (restaurant_id, guest_name, guest_email, date, time, party_size, status, view_token, deposit_eur)
      SELECT ${venue.id}, 'Past ' || g, 'owner-bench-' || g || '@example.com', ${today}::date - 1 - g / 28,
             time '09:00' + (g % 28) * interval '30 minutes', 1 + g % 6,
             (ARRAY['seated', 'confirmed', 'cancelled', 'expired'])[1 + g % 4], encode(sha256(convert_to('ownerbench' || g, 'UTF8')), 'hex'), 20
      FROM generate_series(${have + 1}::int, ${size}::int) AS g`.execute(db);
    have = size;
    await sql`VACUUM ANALYZE reservations`.execute(db);
    await sql`VACUUM ANALYZE feedback`.execute(db);
    for (const call of ['overview', 'today'] as const) {
      const r = await latency(urls[call], cookie, plan);
      runs.push({ call, reservations: size, ...r });
      console.log(`  ${call.padEnd(9)} ${size.toLocaleString('en').padStart(8)} past reservations   p50 ${r.p50} ms   p95 ${r.p95} ms`);
    }
  }
  for (const call of ['overview', 'today'] as const) {
    const mine = runs.filter((r) => r.call === call);
    const [a, b] = [mine[0], mine.at(-1)];
    if (a && b && a !== b) console.log(`  ${call.padEnd(9)} largest ÷ smallest   p50 ${ratio(b.p50, a.p50)}   p95 ${ratio(b.p95, a.p95)}`);
  }
  return runs;
}
