// Regenerates the audio fixtures in apps/server/test-fixtures/audio/ (committed, so tests and CI
// need none of these tools): `node scripts/make-test-audio.mjs`.
// Needs espeak-ng, ffmpeg/ffprobe and Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
//
// One English sentence is spoken by espeak-ng and stored as WAV, then encoded by ffmpeg as
// Ogg/Opus, WebM/Opus and M4A/AAC, and recorded by Chromium's real MediaRecorder from its fake
// microphone playing the WAV (the WebM a browser actually uploads: unknown-size Segment and
// Clusters, no Cues). durations.json holds each file's duration as ffmpeg decodes it, which
// the decoder's tests compare against.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/test-fixtures/audio');
const SENTENCE = 'Create a high priority task to review the budget report by Friday.';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-audio-'));

/** Runs a command quietly, failing loudly. */
function run(cmd, args) {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The duration in seconds of what ffmpeg decodes from a file (pre-skip and padding removed). */
function decodedSeconds(file) {
  const wav = path.join(tmp, `${path.basename(file)}.decoded.wav`);
  run('ffmpeg', ['-y', '-v', 'error', '-i', file, '-c:a', 'pcm_s16le', wav]);
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    wav,
  ]);
  return Number(out.trim());
}

/** Records `wav` through Chromium's fake microphone with the real MediaRecorder; returns the WebM. */
async function recordWithChromium(wav, seconds) {
  // getUserMedia needs a secure context; http://127.0.0.1 is one.
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>record</title>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const base64 = await page.evaluate(
      async (ms) => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const recorder = new MediaRecorder(stream, { mimeType: 'audio/webm;codecs=opus' });
        const parts = [];
        recorder.ondataavailable = (e) => parts.push(e.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        // A timeslice, as the app's recorder uses: several Clusters written as they come.
        recorder.start(1000);
        await new Promise((resolve) => setTimeout(resolve, ms));
        recorder.stop();
        await stopped;
        stream.getTracks().forEach((t) => t.stop());
        const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return btoa(binary);
      },
      Math.round(seconds * 1000) + 700,
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
    server.close();
  }
}

fs.mkdirSync(OUT, { recursive: true });
const spoken = path.join(tmp, 'spoken.wav');
run('espeak-ng', ['-v', 'en-us', '-s', '165', '-w', spoken, SENTENCE]);

const files = {
  // 16-bit PCM mono at 22,050 Hz (espeak-ng's own rate).
  'speech.wav': () =>
    run('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-i',
      spoken,
      '-ar',
      '22050',
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      path.join(OUT, 'speech.wav'),
    ]),
  'speech.opus.ogg': () =>
    run('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-i',
      spoken,
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      path.join(OUT, 'speech.opus.ogg'),
    ]),
  // Stereo, so the decoder's downmix is exercised on a real Opus stream.
  'speech.ffmpeg.webm': () =>
    run('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-i',
      spoken,
      '-ac',
      '2',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      path.join(OUT, 'speech.ffmpeg.webm'),
    ]),
  'speech.m4a': () =>
    run('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-i',
      spoken,
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      path.join(OUT, 'speech.m4a'),
    ]),
};
for (const make of Object.values(files)) make();

// Chromium's fake microphone reads 16-bit PCM WAV; 48 kHz is what it captures at anyway.
const micWav = path.join(tmp, 'mic.wav');
run('ffmpeg', [
  '-y',
  '-v',
  'error',
  '-i',
  spoken,
  '-ar',
  '48000',
  '-ac',
  '1',
  '-c:a',
  'pcm_s16le',
  micWav,
]);
const webm = await recordWithChromium(micWav, decodedSeconds(spoken));
fs.writeFileSync(path.join(OUT, 'speech.chromium.webm'), webm);

fs.writeFileSync(
  path.join(OUT, 'not-audio.txt'),
  'This is a plain text file, not a recording.\nIt must be refused as not audio.\n',
);

const durations = {};
for (const name of [
  'speech.wav',
  'speech.opus.ogg',
  'speech.ffmpeg.webm',
  'speech.chromium.webm',
  'speech.m4a',
]) {
  durations[name] = { seconds: decodedSeconds(path.join(OUT, name)) };
}
fs.writeFileSync(
  path.join(OUT, 'durations.json'),
  JSON.stringify({ sentence: SENTENCE, decodedBy: 'ffmpeg', files: durations }, null, 2) + '\n',
);
fs.rmSync(tmp, { recursive: true, force: true });

let total = 0;
for (const name of fs.readdirSync(OUT)) {
  const size = fs.statSync(path.join(OUT, name)).size;
  total += size;
  console.log(`${name.padEnd(22)} ${String(size).padStart(7)} bytes`);
}
console.log(`${'total'.padEnd(22)} ${String(total).padStart(7)} bytes`);
