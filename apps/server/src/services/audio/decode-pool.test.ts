import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio } from './decode-audio.ts';
import {
  AudioTooLongError,
  CorruptAudioError,
  NotAudioError,
  UnsupportedAudioError,
} from './decoded-audio.ts';
import { Worker } from 'node:worker_threads';
import {
  createDecodePool,
  DecoderBusyError,
  startDecodeWorker,
  type AudioDecoder,
} from './decode-pool.ts';
import { ffmpegDurationMs, fixture } from './testing/audio-fixtures.ts';
import { repeatClusters } from './testing/long-recording.ts';
import { makeWav } from './testing/make-wav.ts';

const CHROMIUM = 'speech.chromium.webm';
/** Two minutes of Chromium webm/opus: the longest the app's recorder makes. */
const twoMinutes = () => repeatClusters(fixture(CHROMIUM), ffmpegDurationMs(CHROMIUM) / 1000, 120);

/**
 * Runs `work` and reports how long it took and the longest the event loop went without turning
 * meanwhile: the longest gap between ticks of a 5 ms timer, the last one up to the end included.
 */
async function watchEventLoop<T>(work: () => Promise<T>) {
  const started = performance.now();
  let lastTick = started;
  let longestGap = 0;
  const tick = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - lastTick);
    lastTick = now;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await work();
    tick();
    return { result, tookMs: performance.now() - started, maxDelayMs: longestGap };
  } finally {
    clearInterval(timer);
  }
}

let pool: AudioDecoder;
beforeAll(() => {
  pool = createDecodePool({ threads: 2 });
});
afterAll(() => pool.close());

describe('createDecodePool', () => {
  it('decodes every fixture exactly as decodeAudio does, and hands the bytes back', async () => {
    for (const name of ['speech.wav', 'speech.opus.ogg', 'speech.ffmpeg.webm', CHROMIUM]) {
      const original = fixture(name);
      const recording = { bytes: original.slice() };
      const sent = recording.bytes;
      const audio = await pool.decode(recording);
      const expected = await decodeAudio(original);
      expect(audio.format).toBe(expected.format);
      expect(audio.durationMs).toBe(expected.durationMs);
      expect(audio.samples).toBeInstanceOf(Float32Array);
      expect(audio.samples).toEqual(expected.samples);
      // Moved, not copied: the array sent is detached, the one given back holds the same bytes.
      expect(sent.byteLength).toBe(0);
      expect(recording.bytes).toEqual(original);
    }
  });

  it('copies a Buffer that is a slice of a shared pool instead of moving that pool', async () => {
    const head = Buffer.from('RIFF\0\0\0\0WAVEfmt ');
    const recording = { bytes: head };
    await expect(pool.decode(recording)).rejects.toBeInstanceOf(CorruptAudioError);
    expect(head.toString('latin1', 0, 4)).toBe('RIFF');
    expect(recording.bytes).toEqual(new Uint8Array(head));
  });

  it('throws the decoder’s own error classes, with their fields, across the thread', async () => {
    const notAudio = await pool.decode({ bytes: fixture('not-audio.txt') }).catch((e) => e);
    expect(notAudio).toBeInstanceOf(NotAudioError);

    const m4a = { bytes: fixture('speech.m4a') };
    const unsupported = await pool.decode(m4a).catch((e) => e);
    expect(unsupported).toBeInstanceOf(UnsupportedAudioError);
    expect((unsupported as UnsupportedAudioError).format).toBe('mp4/aac');
    // An engine that decodes mp4 itself is sent the bytes: they are back after a failure too.
    expect(m4a.bytes).toEqual(fixture('speech.m4a'));

    const cut = fixture('speech.opus.ogg').subarray(0, 24);
    const corrupt = await pool.decode({ bytes: cut }).catch((e) => e);
    expect(corrupt).toBeInstanceOf(CorruptAudioError);
    expect(corrupt).toEqual(await decodeAudio(cut).catch((e) => e));
    expect((corrupt as CorruptAudioError).format).toBe('ogg');
    expect((corrupt as CorruptAudioError).reason).toBeTruthy();

    // 10 min 1 s of 8 kHz 8-bit WAV: refused from its header, before any decoding.
    const long = makeWav([new Float32Array(8_000 * 601)], 8_000, { bits: 8 });
    await expect(pool.decode({ bytes: long })).rejects.toBeInstanceOf(AudioTooLongError);
  });

  it('keeps the event loop turning while a 2-minute recording decodes', async () => {
    const recording = twoMinutes();
    // Threads warm first: what is measured is a decode, not a thread starting.
    await Promise.all([
      pool.decode({ bytes: fixture(CHROMIUM) }),
      pool.decode({ bytes: fixture(CHROMIUM) }),
    ]);

    // The control: the same decode on this thread blocks the loop for about its whole length.
    const inline = await watchEventLoop(() => decodeAudio(recording.slice()));
    expect(inline.maxDelayMs).toBeGreaterThan(inline.tookMs * 0.5);

    const pooled = await watchEventLoop(() => pool.decode({ bytes: recording.slice() }));
    expect(Math.abs(pooled.result.durationMs - inline.result.durationMs)).toBe(0);
    expect(pooled.result.durationMs).toBeGreaterThan(115_000);
    // The loop waits little longer than its own 5 ms timer (a busy 2-core machine adds some).
    expect(pooled.maxDelayMs).toBeLessThan(Math.max(100, pooled.tookMs / 5));
    expect(pooled.maxDelayMs).toBeLessThan(inline.maxDelayMs / 3);
  });

  it('lets `maxWaiting` recordings wait for a thread and refuses the next at once', async () => {
    const small = createDecodePool({ threads: 1, maxWaiting: 1 });
    try {
      const long = small.decode({ bytes: twoMinutes() });
      const waiting = small.decode({ bytes: fixture('speech.wav') });
      expect(small.load).toMatchObject({ running: 1, waiting: 1, threads: 1 });
      const refused = { bytes: fixture('speech.wav') };
      await expect(small.decode(refused)).rejects.toBeInstanceOf(DecoderBusyError);
      // Refused before anything moved: the caller's bytes are untouched.
      expect(refused.bytes.byteLength).toBeGreaterThan(0);
      expect((await long).durationMs).toBeGreaterThan(115_000);
      expect((await waiting).format).toBe('wav');
      expect(small.load).toEqual({ running: 0, waiting: 0, threads: 1 });
      // The line is free again.
      await expect(small.decode({ bytes: fixture('speech.wav') })).resolves.toBeTruthy();
    } finally {
      await small.close();
    }
  });

  it('fails what is decoding and waiting when closed, and refuses anything after', async () => {
    const small = createDecodePool({ threads: 1, maxWaiting: 2 });
    const decoding = small.decode({ bytes: twoMinutes() }).catch((e: Error) => e);
    const waiting = small.decode({ bytes: fixture('speech.wav') }).catch((e: Error) => e);
    await small.close();
    expect(await decoding).toEqual(new Error('The audio decoder was closed.'));
    expect(await waiting).toEqual(new Error('The audio decoder was closed.'));
    await expect(small.decode({ bytes: fixture('speech.wav') })).rejects.toThrow(/closed/);
    expect(small.load).toEqual({ running: 0, waiting: 0, threads: 0 });
  });

  it('fails only the recording of a thread that crashes, and starts a new thread for the next', async () => {
    /** A thread that dies on its first recording: by exiting, or by an uncaught error. */
    const dying = (how: string) =>
      new Worker(`require('node:worker_threads').parentPort.once('message', () => { ${how} })`, {
        eval: true,
      });
    const starts = [
      () => dying('process.exit(3)'),
      () => dying("throw new Error('out of memory, say')"),
      startDecodeWorker,
    ];
    const small = createDecodePool({ threads: 1, startWorker: () => starts.shift()!() });
    try {
      await expect(small.decode({ bytes: fixture('speech.wav') })).rejects.toThrow(
        'The audio decoding thread stopped (exit code 3).',
      );
      expect(small.load).toEqual({ running: 0, waiting: 0, threads: 0 });
      await expect(small.decode({ bytes: fixture('speech.wav') })).rejects.toThrow(
        'out of memory, say',
      );
      const audio = await small.decode({ bytes: fixture('speech.wav') });
      expect(audio).toEqual(await decodeAudio(fixture('speech.wav')));
      expect(small.load.threads).toBe(1);
    } finally {
      await small.close();
    }
  });
});
