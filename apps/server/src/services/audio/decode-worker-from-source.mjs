// Starts decode-worker.ts from its TypeScript source in a worker thread (tests, `npm run dev`,
// benches): a worker does not inherit the TypeScript loader of vitest (or always of tsx), so it
// imports the entry through tsx's own API. The bundle starts dist/decode-audio-worker.js instead.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
