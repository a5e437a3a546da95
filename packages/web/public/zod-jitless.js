// Runs before the app's modules: zod reads this object when it loads. Its parser otherwise probes
// `new Function` while building schemas, and the Content-Security-Policy (no 'unsafe-eval',
// ADR 031) reports that probe as a violation even though zod catches it.
const key = '__zod_globalConfig';
globalThis[key] = Object.assign(globalThis[key] || {}, { jitless: true });
