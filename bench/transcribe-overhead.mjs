// POST /api/transcribe: what the route costs apart from the speech engine, for a
// ~5 s recording: sign-in check, the per-user limit (a transaction on the database), reading the
// multipart upload, the content sniff, decoding and resampling to 16 kHz, and the answer.
//   (a) an engine that answers at once (injected through buildApp): the route's own overhead;
//   (b) the openai engine against the fake OpenAI-compatible endpoint on loopback: (a) plus the
//       16 kHz WAV it encodes and the HTTP round trip to the API.
// Recordings: Chromium's MediaRecorder webm/opus of 4.7 s (the test fixture) and a 5.0 s
// 48 kHz stereo WAV. One request at a time (latency), then 4 at once (throughput).
//   (c) what a 2-minute recording does to everyone else: GET /health every 10 ms while 2-minute
//       webm recordings are transcribed one after another, with the decoding on the event loop
//       (an injected inline decoder: how it was) and in the worker-thread pool (how it is).
// The app runs in this process from its TypeScript sources (through tsx) on PGlite, so an
// engine can be injected; the requests go over a real loopback socket.
// Run: `node bench/transcribe-overhead.mjs` (or `npm run bench -- transcribe-overhead`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROOT } from './lib.mjs';

// Re-run under tsx: the app is imported from apps/server/src.
if (!process.env.BENCH_UNDER_TSX) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, BENCH_UNDER_TSX: '1' },
  });
  process.exit(result.status ?? 1);
}

const SEQUENTIAL = 200;
const CONCURRENT = 4;
const CONCURRENT_PER_WORKER = 50;
// Each user may send 20 a minute: requests go round a pool of users.
const PER_USER = 19;

const { loadEnv } = await import('../apps/server/src/env.ts');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { startFakeTranscriptionEndpoint } =
  await import('../apps/server/src/test/fake-transcription-endpoint.ts');
const { decodeAudio } = await import('../apps/server/src/services/audio/decode-audio.ts');
const { createDecodePool } = await import('../apps/server/src/services/audio/decode-pool.ts');
const { repeatClusters } =
  await import('../apps/server/src/services/audio/testing/long-recording.ts');

const webm = fs.readFileSync(
  path.join(ROOT, 'apps/server/test-fixtures/audio/speech.chromium.webm'),
);

/** A 5 s 48 kHz stereo 16-bit WAV of a tone (what a desktop recorder might write). */
function toneWav(seconds = 5, rate = 48_000) {
  const frames = seconds * rate;
  const wav = Buffer.alloc(44 + frames * 4);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + frames * 4, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(frames * 4, 40);
  for (let i = 0; i < frames; i += 1) {
    const s = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate));
    wav.writeInt16LE(s, 44 + i * 4);
    wav.writeInt16LE(s, 46 + i * 4);
  }
  return wav;
}

const instantEngine = {
  name: 'openai',
  acceptsUndecoded: false,
  transcribe: async (_audio, _original, language) => ({ text: 'Fix the login page', language }),
  close: async () => {},
};

async function startApp(settings, transcriptionEngine, audioDecoder) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-bench-transcribe-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent-web-dist',
    ...settings,
  });
  // In memory: the database is not what is measured, and initdb on disk takes seconds.
  const database = await openDatabase({ kind: 'embedded' });
  await database.migrate();
  const app = await buildApp({
    env,
    database,
    logger: false,
    jobs: false,
    transcriptionEngine,
    audioDecoder,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function register(url, n) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench ${n}`,
      email: `bench-${process.pid}-${n}-${Date.now()}@example.test`,
      password: 'Bench!pass1',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

let sent = 0;
/** POST /api/transcribe of `bytes` as the next user in turn; the milliseconds it took. */
async function transcribeOnce(url, tokens, bytes, fileName) {
  const token = tokens[Math.floor(sent / PER_USER) % tokens.length];
  sent += 1;
  const form = new FormData();
  form.append('audio', new Blob([bytes]), fileName);
  const started = performance.now();
  const res = await fetch(`${url}/api/transcribe`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`transcribe: ${res.status} ${JSON.stringify(body)}`);
  return ms;
}

async function measure(url, tokens, bytes, fileName) {
  const once = () => transcribeOnce(url, tokens, bytes, fileName);
  for (let i = 0; i < 10; i += 1) await once(); // warm-up (JIT, the WASM decoder, connections)
  const times = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) times.push(await once());
  times.sort((a, b) => a - b);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      for (let i = 0; i < CONCURRENT_PER_WORKER; i += 1) await once();
    }),
  );
  const rps = (CONCURRENT * CONCURRENT_PER_WORKER) / ((performance.now() - started) / 1000);
  return { p50: percentile(times, 50), p99: percentile(times, 99), rps };
}

const fake = await startFakeTranscriptionEndpoint({
  apiKey: 'sk-bench',
  text: 'Fix the login page',
});
const setups = [
  ['instant engine', {}, instantEngine],
  ['openai engine → fake API', { TRANSCRIBE_API_URL: fake.url, TRANSCRIBE_API_KEY: 'sk-bench' }],
];
const recordings = [
  ['webm/opus 4.7 s (Chromium)', webm, 'voice.webm'],
  ['wav 48 kHz stereo 5.0 s', toneWav(), 'voice.wav'],
];
console.log(`POST /api/transcribe overhead (${SEQUENTIAL} sequential, then ${CONCURRENT} at once)`);
for (const [name, settings, engine] of setups) {
  const app = await startApp(settings, engine);
  const perRecording = SEQUENTIAL + 10 + CONCURRENT * CONCURRENT_PER_WORKER;
  const users = Math.ceil((perRecording * recordings.length) / PER_USER) + 1;
  const tokens = [];
  sent = 0;
  for (let i = 0; i < users; i += 1) tokens.push(await register(app.url, i));
  for (const [label, bytes, fileName] of recordings) {
    const r = await measure(app.url, tokens, bytes, fileName);
    console.log(
      `${`${name}, ${label}`.padEnd(56)} p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ` +
        `${r.rps.toFixed(0)} req/s at ${CONCURRENT}`,
    );
  }
  await app.close();
}
await fake.close();

// (c) GET /health every 10 ms while 2-minute recordings are transcribed one after another.
const LONG_RECORDINGS = 5;
const longWebm = repeatClusters(new Uint8Array(webm), 4.74, 120);
/** The decoding as it was before the pool: on the event loop. */
const inlineDecoder = {
  decode: (recording) => decodeAudio(recording.bytes),
  load: { running: 0, waiting: 0, threads: 0 },
  close: async () => {},
};
console.log(
  `\nGET /health every 10 ms during ${LONG_RECORDINGS} transcriptions of a 2-minute webm`,
);
for (const [name, decoder] of [
  ['decoding on the event loop', inlineDecoder],
  ['decoding in worker threads', createDecodePool()],
]) {
  const app = await startApp({}, instantEngine, decoder);
  const tokens = [await register(app.url, 0)];
  sent = 0;
  await transcribeOnce(app.url, tokens, longWebm, 'long.webm'); // warm-up (and threads started)
  let transcribing = true;
  const health = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const probe = (async () => {
    while (transcribing) {
      // Timed from when the probe was due, so a stalled loop that delays sending it counts too.
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      const res = await fetch(`${app.url}/health`);
      await res.arrayBuffer();
      health.push(performance.now() - due);
    }
  })();
  const long = [];
  for (let i = 0; i < LONG_RECORDINGS; i += 1) {
    long.push(await transcribeOnce(app.url, tokens, longWebm, 'long.webm'));
  }
  transcribing = false;
  await probe;
  loop.disable();
  health.sort((a, b) => a - b);
  long.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} /health p50 ${percentile(health, 50).toFixed(1)} ms  p99 ` +
      `${percentile(health, 99).toFixed(1)} ms  max ${health.at(-1).toFixed(1)} ms  ` +
      `(${health.length} probes); event loop max delay ${(loop.max / 1e6).toFixed(0)} ms; ` +
      `transcribe median ${long[Math.floor(long.length / 2)].toFixed(0)} ms`,
  );
  await app.close();
}
