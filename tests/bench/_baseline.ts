import { startTestServer } from '../support/server';
import { firstLoad, lighthousePages } from './web';
import { bundleApi } from './lambda';
import { kib } from './format';
const server = await startTestServer({}, { seed: true });
try {
  const fl = await firstLoad(server.url, '/');
  for (const t of fl.transfers) console.log(t.type.padEnd(10), String(t.wire).padStart(8), t.encoding.padEnd(5), t.url.replace(server.url, ''));
  console.log('JS wire', kib(fl.jsWire), 'total', kib(fl.totalWire));
  if (process.argv[2] !== 'nolh') {
    const pages = await lighthousePages(server.url, ['/', '/stays', '/book', '/find', '/dashboard'], Number(process.argv[3] ?? 1));
    for (const p of pages) console.log(p.path, JSON.stringify(p.median), p.runs.map((r) => r.performance).join(','));
  }
} finally { await server.close(); }
const b = await bundleApi('/tmp/perf');
console.log('lambda', kib(b.bytes), kib(b.gzipBytes), b.top.slice(0, 10).map((p) => `${p.name} ${kib(p.bytes)}`).join(', '));
process.exit(0);
