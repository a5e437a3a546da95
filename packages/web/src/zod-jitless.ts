// main.tsx imports this first, so it runs before any module that loads zod (only route chunks do,
// bundle-budget.test.ts keeps zod out of the first load): zod reads this object when it loads. Its
// parser otherwise probes `new Function` while building schemas, and the Content-Security-Policy
// (no 'unsafe-eval', ADR 031) reports that probe as a violation even though zod catches it. A module
// of the entry rather than a script of its own in <head>: that one blocked the first paint (ADR 090).
const key = '__zod_globalConfig';
const scope = globalThis as Record<string, unknown>;
scope[key] = Object.assign((scope[key] as object | undefined) ?? {}, { jitless: true });
