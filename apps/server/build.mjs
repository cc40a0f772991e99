// Bundles the server into dist/main.js. Third-party packages stay external (node_modules);
// the workspace's shared TypeScript is bundled in, since Node cannot import .ts files.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@crewline/'),
);

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outdir: new URL('./dist', import.meta.url).pathname,
  // Code splitting keeps the lazily imported HTTP stack (app.ts) in its own chunk, so main.ts
  // can start opening the database before that stack loads.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
});
