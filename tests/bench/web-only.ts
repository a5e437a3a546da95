/**
 * `npm run bench:web [-- /path …]`: only the web part of `npm run bench` (JS per route, a first load
 * of / in Chromium, Lighthouse mobile, median of 3) on the pages named, or on all of them by
 * default. `npm run build` first. For measuring a front-end change without the database benches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kib, section, table } from './format';
import { benchWeb, firstRenderTable, LIGHTHOUSE_PAGES, lighthouseTable } from './web-bench';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const tmp = mkdtempSync(join(tmpdir(), 'tablestay-bench-web-'));
try {
  const web = await benchWeb(tmp, pages.length ? pages : LIGHTHOUSE_PAGES);
  section('Summary');
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
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
