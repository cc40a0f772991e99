// Bundles the server into dist/: main.js plus lazily imported chunks. Third-party packages are
// bundled in too: one file to read and compile starts faster than hundreds of modules resolved
// one by one from node_modules. The few that cannot be bundled stay external (EXTERNAL).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const EXTERNAL = [
  // Loads its .wasm and .data files from next to its own module.
  '@electric-sql/pglite',
  // Loads its pg_dump.wasm from next to its own module, as PGlite does.
  '@electric-sql/pglite-tools',
  // Native addon (a .node file per platform).
  '@node-rs/argon2',
  // pg's optional native binding: required only when asked for, and not installed.
  'pg-native',
  // The local transcription engine: onnxruntime-node's native addon and its own WASM files;
  // imported only when the first recording is transcribed, so it stays out of the bundle.
  '@huggingface/transformers',
];

/**
 * @fastify/swagger-ui serves Swagger UI's files from its package's static/ folder, which it
 * finds through __dirname (undefined in an ESM bundle). Its code is bundled; __dirname in its
 * two files that use it is pointed at the installed package, resolved at run time.
 */
const swaggerUiAssets = {
  name: 'swagger-ui-assets',
  setup(esbuild) {
    const filter = /[\\/]node_modules[\\/]@fastify[\\/]swagger-ui[\\/](index|lib[\\/]routes)\.js$/;
    esbuild.onLoad({ filter }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const folder = args.path.match(filter)[1].startsWith('lib') ? 'lib' : '.';
      const dirname = `require('node:path').join(require('node:path').dirname(require.resolve('@fastify/swagger-ui')), '${folder}')`;
      return {
        contents: `const __dirname = ${dirname};\n${source}`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

const outdir = new URL('./dist', import.meta.url).pathname;
// Chunk names carry content hashes: without a clean folder, stale chunks pile up.
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    // Run as a child process on the first start (src/db/embedded-cluster.ts finds it by this name).
    'create-embedded-cluster': new URL('./src/db/create-embedded-cluster.ts', import.meta.url)
      .pathname,
    // `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs).
    backup: new URL('./src/backup/backup-command.ts', import.meta.url).pathname,
    restore: new URL('./src/backup/restore-command.ts', import.meta.url).pathname,
    // The audio decoding threads' entry (src/services/audio/decode-pool.ts finds it by this name).
    'decode-audio-worker': new URL('./src/services/audio/decode-worker.ts', import.meta.url)
      .pathname,
  },
  outdir,
  // Code splitting keeps the lazily imported HTTP stack (app.ts) in its own chunk, so main.ts
  // can start opening the database before that stack loads.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Bundled CommonJS packages call require() (Node's built-ins, require.resolve): ESM output
  // has no require of its own, so each output file gets one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  external: EXTERNAL,
  plugins: [swaggerUiAssets],
  sourcemap: true,
  logLevel: 'warning',
});
