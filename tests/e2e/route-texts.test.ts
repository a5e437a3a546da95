import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { en, enParts, type TextPart } from '../../packages/web/src/i18n/en';
import { ROUTE_TEXTS } from '../../packages/web/src/i18n/route-texts';
import { entryKey, readManifest, routeChunks, WEB_DIST } from '../support/web-bundle';

// ADR 076: every page loads only the texts the layout and the home page need (i18n/en.ts's `en`);
// a route's feature texts arrive with it, as its entry in i18n/route-texts.ts names them. This
// reads what `npm run build` wrote: every text key a route's code (its chunks, what they import,
// what they load lazily) names must be among the texts every page loads or in a part its entry
// lists, so no page renders a missing key. Keys built from a template (`status.${s}`) count as
// every key with that prefix.
type Manifest = ReturnType<typeof readManifest>;
const TEXT_CHUNK = /^src\/i18n\/|\/messages\.ts|-messages\.ts/;

let core: Set<string>;
const partOf = new Map<string, TextPart>();
beforeAll(async () => {
  core = new Set(Object.keys(en));
  for (const part of Object.keys(enParts) as TextPart[]) {
    for (const key of Object.keys(await enParts[part]())) partOf.set(key, part);
  }
});

function closure(manifest: Manifest, keys: string[], { stop = new Set<string>(), lazy = true } = {}): Set<string> {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || stop.has(key) || TEXT_CHUNK.test(chunk.src ?? key) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])]) walk(i);
  };
  keys.forEach(walk);
  return files;
}

function keysIn(files: Iterable<string>): Set<string> {
  const all = [...core, ...partOf.keys()];
  const used = new Set<string>();
  for (const file of files) {
    const js = readFileSync(join(WEB_DIST, file), 'utf8');
    for (const [, key] of js.matchAll(/["'`]([A-Za-z]+(?:\.[A-Za-z0-9_]+)+)["'`]/g)) if (key && (core.has(key) || partOf.has(key))) used.add(key);
    for (const [, prefix] of js.matchAll(/`([A-Za-z]+\.(?:[A-Za-z0-9_]+\.)*)\$\{/g)) for (const key of all) if (prefix && key.startsWith(prefix)) used.add(key);
  }
  return used;
}

/** src/routes/dashboard_.photos.tsx → '/dashboard_/photos', stays/index.tsx → '/stays/', index.tsx → '/'. */
const routeId = (file: string) => `/${file.replace(/\.tsx$/, '').replaceAll('.', '/')}`.replace(/(^|\/)index$/, '/').replace(/^\/\//, '/');

describe('feature texts load with their routes (as built)', () => {
  it('the entry (layout, header, footer, menus, toasts, errors) uses only the texts every page loads', () => {
    const manifest = readManifest();
    const missing = [...keysIn(closure(manifest, [entryKey(manifest)], { lazy: false }))].filter((k) => !core.has(k));
    expect(missing).toEqual([]);
  });

  it("every route's entry in route-texts.ts names the feature parts its code uses", () => {
    const manifest = readManifest();
    const base = new Set([entryKey(manifest)]);
    const wrong: Record<string, { lacks: TextPart[] }> = {};
    for (const [file, chunks] of routeChunks(manifest)) {
      const id = routeId(file);
      const listed = new Set<TextPart>((ROUTE_TEXTS as Record<string, readonly TextPart[] | undefined>)[id] ?? []);
      const needed = new Set([...keysIn(closure(manifest, chunks, { stop: base }))].flatMap((k) => (core.has(k) ? [] : [partOf.get(k)!])));
      const lacks = [...needed].filter((p) => !listed.has(p)).sort();
      if (lacks.length) wrong[id] = { lacks };
    }
    expect(wrong).toEqual({});
  });
});
