import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist = WEB_DIST): Manifest {
  const path = join(dist, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const i of chunk.imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return files;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  return entry;
}

/** Route file (src/routes/...) → its lazily loaded chunks' manifest keys. */
export function routeChunks(manifest: Manifest): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = chunk.src ?? key;
    const m = /^src\/routes\/(.+?)\?tsr-split=/.exec(src);
    if (!m?.[1]) continue;
    routes.set(m[1], [...(routes.get(m[1]) ?? []), key]);
  }
  return routes;
}

/** The English dictionary, a chunk of its own that main.tsx loads before the first render (ADR 054). */
const FIRST_DICTIONARY = 'src/i18n/en.ts';

/** Files (relative to dist) a first load of a route fetches: the entry's, the dictionary, then the route's chunks. */
export function firstLoadFiles(manifest: Manifest, routeFile: string): string[] {
  const chunks = routeChunks(manifest).get(routeFile);
  if (!chunks) throw new Error(`no split chunks for route ${routeFile}`);
  const dictionary = manifest[FIRST_DICTIONARY] ? [FIRST_DICTIONARY] : [];
  return [...closure(manifest, [entryKey(manifest), ...dictionary, ...chunks])];
}

/** Files a route adds on top of the entry chunk, the dictionary and what they import. */
export function routeOwnFiles(manifest: Manifest, routeFile: string): string[] {
  const base = closure(manifest, [entryKey(manifest), ...(manifest[FIRST_DICTIONARY] ? [FIRST_DICTIONARY] : [])]);
  return firstLoadFiles(manifest, routeFile).filter((f) => !base.has(f));
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes of dist files as the local server sends them: the .br/.gz written at build, else the file as it is. */
export function sizesOf(files: string[], dist = WEB_DIST): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const path = join(dist, file);
    const raw = readFileSync(path);
    total.raw += raw.length;
    total.gzip += existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : raw.length;
    total.brotli += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : raw.length;
  }
  return total;
}
