// Build step after `vite build`: writes the English HTML of the public pages to
// dist/prerendered/<path>.html (dist/prerendered/index.html for "/"), so their first paint comes
// from HTML instead of waiting for the JavaScript. The server sends these files for exactly
// those paths (apps/server/src/http/web-app.ts); every other route keeps the empty shell.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The client build to fill in: dist/, or another `vite build --outDir` given as the argument.
const DIST = path.resolve(WEB_ROOT, process.argv[2] ?? 'dist');
const SSR_OUT = path.join(WEB_ROOT, 'node_modules', '.prerender');
const VITE_MANIFEST = path.join(DIST, '.vite', 'manifest.json');

/** The client chunks a source module needs (its file and static imports, recursively). */
function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((dep) => chunksOf(manifest, dep, seen))];
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The shell with a page's markup in #root, its title and preloads for its route chunks. */
function fillTemplate(template, { pagePath, html, title, preloads }) {
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  const filled = template
    .replace(
      '<html lang="en" dir="ltr">',
      `<html lang="en" dir="ltr" data-prerendered="${pagePath}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!filled.includes(`data-prerendered="${pagePath}"`) || !filled.includes(html)) {
    throw new Error('dist/index.html no longer has the expected <html> and #root markup');
  }
  return filled;
}

const started = performance.now();
await build({
  root: WEB_ROOT,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: SSR_OUT, emptyOutDir: true, copyPublicDir: false },
});
// The app's modules read window.localStorage when they load (the API client's token store). A
// signed-out visitor's empty storage is exactly what a prerendered page shows; no `document`,
// so libraries still know they are not in a browser.
const memory = new Map();
globalThis.window = {
  localStorage: {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => memory.set(key, String(value)),
    removeItem: (key) => memory.delete(key),
  },
  addEventListener() {},
  removeEventListener() {},
};
const { PRERENDERED_PAGES, renderPage } = await import(
  pathToFileURL(path.join(SSR_OUT, 'prerender.js')).href
);

const template = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(VITE_MANIFEST, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const inShell = new Set(chunksOf(manifest, entryKey));

// Silence the i18next banner and surface anything React reports while rendering.
const errors = [];
const originalError = console.error;
console.error = (...args) => errors.push(args.map(String).join(' '));
for (const [pagePath, page] of Object.entries(PRERENDERED_PAGES)) {
  const { html, title } = await renderPage(pagePath);
  const preloads = [...new Set(chunksOf(manifest, page.module))].filter((f) => !inShell.has(f));
  if (preloads.length === 0) throw new Error(`${page.module} is not a chunk of the build`);
  const file = path.join(DIST, 'prerendered', `${pagePath === '/' ? 'index' : pagePath}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, fillTemplate(template, { pagePath, html, title, preloads }));
}
console.error = originalError;
if (errors.length) throw new Error(`Prerendering reported errors:\n${errors.join('\n')}`);

// The Vite manifest was only needed here; don't publish it.
fs.rmSync(path.join(DIST, '.vite'), { recursive: true, force: true });
fs.rmSync(SSR_OUT, { recursive: true, force: true });
console.log(
  `prerendered ${Object.keys(PRERENDERED_PAGES).length} pages in ${Math.round(performance.now() - started)} ms`,
);
