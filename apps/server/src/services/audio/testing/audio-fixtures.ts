// Test helpers: the committed recordings in apps/server/test-fixtures/audio (made by
// scripts/make-test-audio.mjs) and small signal measurements.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test-fixtures/audio',
);

/** A fixture file's bytes. */
export function fixture(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(FIXTURE_DIR, name)));
}

type Durations = { files: Record<string, { seconds: number }> };

/** The duration ffmpeg decodes from a fixture, in milliseconds (durations.json). */
export function ffmpegDurationMs(name: string): number {
  const durations = JSON.parse(
    fs.readFileSync(path.join(FIXTURE_DIR, 'durations.json'), 'utf8'),
  ) as Durations;
  const entry = durations.files[name];
  if (!entry) throw new Error(`durations.json has no ${name}`);
  return entry.seconds * 1000;
}

/** Root mean square of the samples. */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}

/** Sign changes from negative to non-negative (one per period of a sine). */
export function risingZeroCrossings(samples: Float32Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 && samples[i]! >= 0) count++;
  return count;
}

/** A sine of `frequency` Hz, `seconds` long, at `sampleRate`. */
export function sine(frequency: number, seconds: number, sampleRate: number, amplitude = 0.5) {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < out.length; i++) {
    out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  }
  return out;
}

/** The peak absolute sample between two indices. */
export function peak(samples: Float32Array, from = 0, to = samples.length): number {
  let max = 0;
  for (let i = from; i < to; i++) max = Math.max(max, Math.abs(samples[i]!));
  return max;
}

/** A small seeded pseudo-random generator (mulberry32), so failures replay. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `length` pseudo-random bytes. */
export function randomBytes(random: () => number, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => Math.floor(random() * 256));
}
