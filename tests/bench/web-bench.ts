import { join } from 'node:path';
import { readManifest, routeChunks, routeOwnFiles, firstLoadFiles, sizesOf } from '../support/web-bundle';
import { kib, ms, section, table } from './format';
import { Client } from '../support/server';
import { startBenchServer } from './server-bench';
import { firstLoad, firstRenders, lighthousePages, type FirstLoad, type FirstRender, type LighthousePage } from './web';

/** Pages Lighthouse scores, as `npm start` serves them (PGlite with the demo seed); signed out but for SIGNED_IN. */
export const LIGHTHOUSE_PAGES = ['/', '/stays', '/book', '/find', '/dining', '/dashboard'];
/** Pages measured signed in as the demo owner (a signed-out visitor of these is redirected to /auth, ADR 091). */
const SIGNED_IN = new Set(['/dashboard']);
const DEMO_OWNER = { email: 'owner@tablestay.si', password: 'owner-demo-1' };

/** The demo owner's session cookie (`ts_session=…`), signed in over HTTP. */
async function demoOwnerCookie(baseUrl: string): Promise<string> {
  const client = new Client(baseUrl);
  const res = await client.mutate('account.signIn', DEMO_OWNER);
  const session = client.cookies.get('ts_session');
  if (res.status !== 200 || !session) throw new Error(`account.signIn as the demo owner answered ${res.status} without a ts_session cookie`);
  return `ts_session=${session}`;
}
const LIGHTHOUSE_RUNS = 3;
const FIRST_RENDER_RUNS = 7;

export interface WebBench {
  firstLoad: FirstLoad;
  firstRender: FirstRender[];
  lighthouse: LighthousePage[] | string;
}

/** The built SPA (`npm run build` first): JS per route from the Vite manifest, then a real first load and Lighthouse. */
export async function benchWeb(tmp: string, pages: string[] = LIGHTHOUSE_PAGES): Promise<WebBench> {
  section('Web app: JavaScript per route (packages/web/dist, as built)');
  const manifest = readManifest();
  const home = sizesOf(firstLoadFiles(manifest, 'index.tsx').filter((f) => f.endsWith('.js')));
  const rows = [['first load of / (entry + home route)', kib(home.raw), kib(home.gzip), kib(home.brotli)]];
  for (const route of [...routeChunks(manifest).keys()].sort()) {
    const own = sizesOf(routeOwnFiles(manifest, route).filter((f) => f.endsWith('.js')));
    rows.push([`  + ${route}`, kib(own.raw), kib(own.gzip), kib(own.brotli)]);
  }
  console.log(table(['JavaScript', 'raw', 'gzip', 'brotli'], rows));
  console.log('(a route row: the chunks that route loads on top of the entry chunk and what it imports)');

  const server = await startBenchServer(undefined, join(tmp, 'uploads-web'), { seed: true });
  try {
    section('Web app: first load of / in Chromium (bytes as sent)');
    const load = await firstLoad(server.url, '/');
    const byType = new Map<string, number>();
    for (const t of load.transfers) byType.set(t.type, (byType.get(t.type) ?? 0) + t.wire);
    console.log(
      table(
        ['resource type', 'bytes on the wire'],
        [...byType].map(([type, bytes]) => [type, kib(bytes)]),
      ),
    );
    console.log(`  JavaScript ${kib(load.jsWire)} in ${load.transfers.filter((t) => t.type === 'script').length} files; whole load ${kib(load.totalWire)}`);

    const cookie = await demoOwnerCookie(server.url);
    const cookies = (path: string) => (SIGNED_IN.has(path) ? cookie : undefined);
    section(`Web app: first render, from the live render's start to its commit (4× CPU), median of ${FIRST_RENDER_RUNS}`);
    console.log(`  signed in as the demo owner: ${[...SIGNED_IN].join(', ')}`);
    const firstRender = await firstRenders(server.url, pages, FIRST_RENDER_RUNS, cookies);
    console.log(firstRenderTable(firstRender));

    section(`Web app: Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${LIGHTHOUSE_RUNS}`);
    let lighthouse: LighthousePage[] | string;
    try {
      lighthouse = await lighthousePages(server.url, pages, LIGHTHOUSE_RUNS, cookies);
      console.log(lighthouseTable(lighthouse));
    } catch (err) {
      lighthouse = `failed: ${err instanceof Error ? err.message : String(err)}`;
      process.exitCode = 1;
      console.log(`  ${lighthouse}`);
    }
    return { firstLoad: load, firstRender, lighthouse };
  } finally {
    await server.close();
  }
}

function lighthouseTable(pages: LighthousePage[]): string {
  return table(
    ['page', 'performance (runs)', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS'],
    pages.map((p) => [
      p.path,
      `${p.median.performance} (${p.runs.map((r) => r.performance).join(', ')})`,
      String(p.median.accessibility),
      ms(p.median.fcpMs),
      ms(p.median.lcpMs),
      ms(p.median.tbtMs),
      p.median.cls.toFixed(3),
    ]),
  );
}

function firstRenderTable(pages: FirstRender[]): string {
  return table(
    ['page', 'first render (runs)'],
    pages.map((p) => [p.path, `${ms(p.median)} (${p.runs.map((r) => Math.round(r)).join(', ')})`]),
  );
}

/** The web part of a bench summary: first-load bytes of /, first render per page, Lighthouse per page. */
export function printWebSummary(web: WebBench): void {
  console.log(
    table(
      ['Web, first load of / (Chromium, as sent)', 'value'],
      [
        ['JavaScript on the wire', kib(web.firstLoad.jsWire)],
        ['whole first load', kib(web.firstLoad.totalWire)],
      ],
    ),
  );
  console.log();
  console.log(firstRenderTable(web.firstRender));
  console.log();
  console.log(typeof web.lighthouse === 'string' ? `Lighthouse: ${web.lighthouse}` : lighthouseTable(web.lighthouse));
  console.log();
}
