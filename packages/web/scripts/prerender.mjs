// After `vite build`: each public page rendered once with react-dom/server (src/prerender.tsx) into
// its own copy of index.html, so header, footer and the first screen paint before the bundle runs
// (ADR 045). `/` → dist/index.html, `/stays` → dist/stays/index.html; dist/shell.html is header and
// footer only, for every other path. main.tsx hydrates the markup (ADR 105).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
// Inside the package, so the render bundle resolves react and the router from node_modules.
const out = join(root, 'node_modules/.cache/tablestay-prerender');
// /auth: where the hosts send a signed-out visitor of a signed-in-only page (ADR 091).
export const PAGES = ['/', '/stays', '/book', '/find', '/dining', '/auth'];
const SLOT = '<div id="app"></div>';

rmSync(out, { recursive: true, force: true });
// Every dependency bundled (noExternal), built as the browser's bundle is.
await build({
  root,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { render } = await import(pathToFileURL(join(out, 'prerender.js')).href);

const built = readFileSync(join(dist, 'index.html'), 'utf8');
if (!built.includes(SLOT)) throw new Error(`dist/index.html has no ${SLOT}`);
// The stylesheet goes into each page as a <style> (CSP allows inline styles, never inline scripts):
// a separate file blocked the first paint for a round trip of its own (ADR 090). The file stays
// in dist/ for anything that links it; every page this script writes carries its own copy.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const linked = STYLESHEET.exec(built);
if (!linked?.[1]) throw new Error('dist/index.html links no stylesheet to inline');
const css = readFileSync(join(dist, linked[1]), 'utf8').replaceAll('</style', '<\\/style');
const template = built.replace(linked[0], () => `<style>${css}</style>`);
// The markup goes straight into #app, where main.tsx hydrates it (ADR 105): a control that needs
// script renders hidden until then. The theme goes on <html> as the layout's effect would put it.
const page = (html) => {
  const theme = /data-theme="(\w+)"/.exec(html)?.[1] ?? 'dining';
  return template.replace('<html lang="en">', `<html lang="en" data-theme="${theme}">`).replace(SLOT, `<div id="app">${html}</div>`);
};

for (const path of PAGES) {
  const html = await render(path);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(html));
}
// From a path no header or footer link points to, so no link is marked as the current page (`/`'s
// logo link would be, on every path the shell is served for).
const unlinked = await render('/__shell');
const shell = unlinked.replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, '$1$2');
if (shell === unlinked) throw new Error('the rendered page has no <main> to empty for the shell');
writeFileSync(join(dist, 'shell.html'), page(shell));
rmSync(out, { recursive: true, force: true });
console.log(`prerender: ${PAGES.join(', ')} and shell.html`);
