// Part of `npm run check`: builds the web app into a temporary folder and fails when the
// JavaScript a first visit to / or /auth/login loads is over its budget, gzipped as the browser
// receives it (the same count as bench/web-pages.mjs, taken from Vite's manifest instead of a
// browser, so no server or Chromium is needed). It builds itself, so it works in a fresh clone
// before `npm run build` and never reads a stale dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_BYTES = 150 * 1024;
// Each budgeted address and the module of its page (as the router lazy-loads it).
const PAGES = {
  '/': 'src/pages/landing/landing-page.tsx',
  '/auth/login': 'src/pages/login/login-page.tsx',
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A manifest entry's chunk and every chunk it imports statically, recursively. */
function chunksOf(manifest, key, into = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build's manifest: update PAGES`);
  if (into.has(entry.file)) return into;
  into.add(entry.file);
  for (const dependency of entry.imports ?? []) chunksOf(manifest, dependency, into);
  return into;
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-bundle-size-'));
try {
  const started = performance.now();
  await build({
    root: WEB_ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const byFile = Object.fromEntries(Object.entries(manifest).map(([key, e]) => [e.file, key]));
  // What index.html loads on every page: the entry (with its imports) and plain scripts (boot.js).
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const shell = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) {
    if (byFile[src]) chunksOf(manifest, byFile[src], shell);
    else shell.add(src);
  }
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(fs.readFileSync(path.join(outDir, file))).length);
    return gzipped.get(file);
  };

  let failed = false;
  for (const [page, module] of Object.entries(PAGES)) {
    const files = [...chunksOf(manifest, module, new Set(shell))].sort(
      (a, b) => sizeOf(b) - sizeOf(a),
    );
    const total = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const over = total > BUDGET_BYTES;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${page.padEnd(12)} ${kb(total)} gzipped of ${kb(BUDGET_BYTES)} (${files.length} files)`,
    );
    if (over)
      for (const file of files) console.log(`       ${kb(sizeOf(file)).padStart(9)}  ${file}`);
  }
  console.log(`bundle size checked in ${Math.round(performance.now() - started)} ms`);
  if (failed) {
    console.error(
      'The first page loads too much JavaScript: lazy-load what the public pages do not need.',
    );
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
