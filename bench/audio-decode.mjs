// Audio decoding: decode + resample to 16 kHz mono of a WebM/Opus recording, the
// work POST /api/transcribe does before any engine runs.
//   (a) 5 s: the real Chromium MediaRecorder recording in apps/server/test-fixtures/audio.
//   (b) 120 s: the same recording's Clusters repeated after it (its Segment and Clusters have
//       unknown sizes, so the copies read as one long live recording): the same packets, demuxer,
//       decoder and resampler a 2-minute recording goes through, without needing ffmpeg here.
// Also the parts of (b): demuxing alone, and resampling 120 s of 48 kHz mono alone.
// The decoder is bundled with esbuild, as apps/server/build.mjs bundles the server.
// Reports medians of several runs after a warm-up: ms and times faster than real time.
// Run: `node bench/audio-decode.mjs` (or `npm run bench -- audio-decode`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './lib.mjs';

const RUNS = { short: 9, long: 5 };
const LONG_SECONDS = 120;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-bench-audio-'));
const entry = path.join(dir, 'entry.ts');
const audio = path.join(ROOT, 'apps/server/src/services/audio');
fs.writeFileSync(
  entry,
  [
    `export { decodeAudio } from ${JSON.stringify(path.join(audio, 'decode-audio.ts'))};`,
    `export { demuxWebm } from ${JSON.stringify(path.join(audio, 'demux-webm.ts'))};`,
    `export { resampleMono } from ${JSON.stringify(path.join(audio, 'resample.ts'))};`,
  ].join('\n'),
);
const outfile = path.join(dir, 'audio.mjs');
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const { decodeAudio, demuxWebm, resampleMono } = await import(pathToFileURL(outfile).href);

const short = new Uint8Array(
  fs.readFileSync(path.join(ROOT, 'apps/server/test-fixtures/audio/speech.chromium.webm')),
);
const long = repeatClusters(short, LONG_SECONDS);

/** The recording followed by copies of its Clusters until it lasts at least `seconds`. */
function repeatClusters(bytes, seconds) {
  const clusterId = [0x1f, 0x43, 0xb6, 0x75];
  let at = bytes.indexOf(clusterId[0]);
  while (at >= 0 && !clusterId.every((b, i) => bytes[at + i] === b)) {
    at = bytes.indexOf(clusterId[0], at + 1);
  }
  if (at < 0) throw new Error('no Cluster in the recording');
  const clusters = bytes.subarray(at);
  const copies = Math.ceil(seconds / 4.7);
  const out = new Uint8Array(bytes.length + clusters.length * (copies - 1));
  out.set(bytes, 0);
  for (let i = 1; i < copies; i++) out.set(clusters, bytes.length + clusters.length * (i - 1));
  return out;
}

/** Median milliseconds of `runs` calls after one warm-up, and the last result. */
async function time(runs, fn) {
  let result = await fn();
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { ms: ms[Math.floor(ms.length / 2)], min: ms[0], max: ms[ms.length - 1], result };
}

/** One report line. */
function line(label, t, audioMs) {
  const speed = audioMs ? `  ${(audioMs / t.ms).toFixed(0).padStart(4)}x real time` : '';
  console.log(
    `${label.padEnd(38)} ${t.ms.toFixed(1).padStart(7)} ms (min ${t.min.toFixed(1)}, max ${t.max.toFixed(1)})${speed}`,
  );
}

console.log(
  `audio-decode: Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
);
const a = await time(RUNS.short, () => decodeAudio(short));
line(
  `(a) webm ${(a.result.durationMs / 1000).toFixed(2)} s (${short.length} B)`,
  a,
  a.result.durationMs,
);
const b = await time(RUNS.long, () => decodeAudio(long));
line(
  `(b) webm ${(b.result.durationMs / 1000).toFixed(2)} s (${long.length} B)`,
  b,
  b.result.durationMs,
);
const demux = await time(RUNS.long, () => demuxWebm(long));
line(`    (b) demux only (${demux.result.packets.length} packets)`, demux, b.result.durationMs);
const pcm48k = new Float32Array(Math.round((b.result.durationMs / 1000) * 48_000));
for (let i = 0; i < pcm48k.length; i++) pcm48k[i] = 0.3 * Math.sin(i / 7) + 0.1 * Math.sin(i / 3.1);
const resample = await time(RUNS.long, () => resampleMono(pcm48k, 48_000));
line('    (b) resample 48 -> 16 kHz only', resample, b.result.durationMs);
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
fs.rmSync(dir, { recursive: true, force: true });
