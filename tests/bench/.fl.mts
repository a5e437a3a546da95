import { firstLoad } from './web';
const r = await firstLoad('http://localhost:4123', process.argv[2] ?? '/');
for (const t of r.transfers.sort((a, b) => b.wire - a.wire)) console.log(t.type.padEnd(10), String(t.wire).padStart(7), t.encoding.padEnd(3), t.url.replace('http://localhost:4123', ''));
console.log('js', r.jsWire, 'total', r.totalWire);
