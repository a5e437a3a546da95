/**
 * `npm run bench:web [-- /path …]`: only the web part of `npm run bench` (JS per route, a first load
 * of / in Chromium, Lighthouse mobile, median of 3) on the pages named, or on all of them by
 * default. `npm run build` first. For measuring a front-end change without the database benches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { section } from './format';
import { benchWeb, LIGHTHOUSE_PAGES, printWebSummary } from './web-bench';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const tmp = mkdtempSync(join(tmpdir(), 'tablestay-bench-web-'));
try {
  const web = await benchWeb(tmp, pages.length ? pages : LIGHTHOUSE_PAGES);
  section('Summary');
  printWebSummary(web);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
