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
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
});
