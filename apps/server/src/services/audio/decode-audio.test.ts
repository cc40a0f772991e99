import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeAudio } from './decode-audio.ts';
import {
  AudioTooLongError,
  CorruptAudioError,
  NotAudioError,
  UnsupportedAudioError,
} from './decoded-audio.ts';
import { demuxOgg } from './demux-ogg.ts';
import {
  ffmpegDurationMs,
  fixture,
  randomBytes,
  rms,
  seededRandom,
} from './testing/audio-fixtures.ts';
import { ascii, concat, makeOgg } from './testing/make-container.ts';

/** The recordings of the committed fixtures (scripts/make-test-audio.mjs). */
const RECORDINGS = [
  ['speech.wav', 'wav'],
  ['speech.opus.ogg', 'ogg'],
  ['speech.ffmpeg.webm', 'webm'],
  ['speech.chromium.webm', 'webm'],
] as const;

describe('decodeAudio', () => {
  for (const [name, format] of RECORDINGS) {
    it(`decodes ${name} to 16 kHz mono speech of the right length`, async () => {
      const audio = await decodeAudio(fixture(name));
      expect(audio.format).toBe(format);
      expect(audio.sampleRate).toBe(16_000);
      expect(audio.samples).toBeInstanceOf(Float32Array);
      const expectedMs = ffmpegDurationMs(name);
      expect(Math.abs(audio.durationMs - expectedMs)).toBeLessThan(expectedMs * 0.02);
      expect(audio.durationMs).toBe(Math.round(audio.samples.length / 16));
      // espeak-ng speech sits around 0.1 RMS; silence or a broken decode is far below.
      expect(rms(audio.samples)).toBeGreaterThan(0.02);
      expect(audio.samples.every((s) => s >= -1 && s <= 1)).toBe(true);
    });
  }

  it('names MP4/AAC as a format it cannot decode', async () => {
    const error = await decodeAudio(fixture('speech.m4a')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedAudioError);
    expect((error as UnsupportedAudioError).format).toBe('mp4/aac');
    expect((error as Error).message).toContain('mp4/aac');
  });

  it('answers NotAudioError for a text file and for no bytes at all', async () => {
    await expect(decodeAudio(fixture('not-audio.txt'))).rejects.toBeInstanceOf(NotAudioError);
    await expect(decodeAudio(new Uint8Array(0))).rejects.toBeInstanceOf(NotAudioError);
    await expect(decodeAudio(new Uint8Array([0x1a, 0x45]))).rejects.toBeInstanceOf(NotAudioError);
  });

  it('names FLAC and MP3 as formats it cannot decode', async () => {
    const flac = new TextEncoder().encode('fLaC\0\0\0\x22');
    const mp3 = new TextEncoder().encode('ID3\x04\0\0\0\0\0\0');
    await expect(decodeAudio(flac)).rejects.toEqual(new UnsupportedAudioError('flac'));
    await expect(decodeAudio(mp3)).rejects.toEqual(new UnsupportedAudioError('mp3'));
  });

  it('decodes the first half of a WAV cut in half', async () => {
    const bytes = fixture('speech.wav');
    const half = await decodeAudio(bytes.subarray(0, bytes.length / 2));
    const expectedMs = ffmpegDurationMs('speech.wav') / 2;
    expect(Math.abs(half.durationMs - expectedMs)).toBeLessThan(expectedMs * 0.02);
  });
});

/** The only errors decodeAudio may throw for bad input. */
const PROMISED_ERRORS = [
  NotAudioError,
  UnsupportedAudioError,
  CorruptAudioError,
  AudioTooLongError,
];

/** Decodes and returns the result or the error, failing the test on any other error type. */
async function decodeOrExpectedError(bytes: Uint8Array) {
  try {
    return await decodeAudio(bytes);
  } catch (error) {
    if (!PROMISED_ERRORS.some((type) => error instanceof type)) {
      throw new Error(`decodeAudio threw an unpromised ${String(error)}`, { cause: error });
    }
    return error as Error;
  }
}

describe('decodeAudio on damaged and hostile input', () => {
  // libopus logs each packet it refuses; the fuzzing below makes many.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  for (const [name, format] of RECORDINGS) {
    it(`${name}: zero bytes, a cut header or random bytes after the header are refused`, async () => {
      const bytes = fixture(name);
      await expect(decodeAudio(bytes.subarray(0, 0))).rejects.toBeInstanceOf(NotAudioError);
      await expect(decodeAudio(bytes.subarray(0, 24))).rejects.toBeInstanceOf(CorruptAudioError);
      // The container's first header (RIFF, the EBML header, the first Ogg page), then noise.
      const headerLength = { wav: 12, webm: 40, ogg: 47 }[format];
      const random = seededRandom(7);
      for (let i = 0; i < 10; i++) {
        const junk = concat([bytes.subarray(0, headerLength), randomBytes(random, 8_000)]);
        await expect(decodeAudio(junk)).rejects.toBeInstanceOf(CorruptAudioError);
      }
    });

    it(`${name}: cut in half, the first part decodes`, async () => {
      const bytes = fixture(name);
      const half = await decodeAudio(bytes.subarray(0, Math.floor(bytes.length / 2)));
      const whole = ffmpegDurationMs(name);
      // Ogg ends at a whole page (about a second each from ffmpeg).
      expect(half.durationMs).toBeGreaterThan(whole * 0.2);
      expect(half.durationMs).toBeLessThan(whole * 0.75);
      expect(rms(half.samples)).toBeGreaterThan(0.01);
    });

    it(`${name}: 150 random corruptions decode or fail with a promised error, promptly`, async () => {
      const bytes = fixture(name);
      const random = seededRandom(name.length * 7919);
      const started = performance.now();
      for (let i = 0; i < 150; i++) {
        const damaged = bytes.slice(0, 1 + Math.floor(random() * bytes.length));
        const flips = 1 + Math.floor(random() * 12);
        for (let f = 0; f < flips; f++) {
          // Mostly in the headers, where structure lives.
          const at = Math.floor(random() ** 3 * damaged.length);
          damaged[at] = Math.floor(random() * 256);
        }
        const result = await decodeOrExpectedError(damaged);
        if (!(result instanceof Error)) {
          expect(result.samples.length).toBeLessThanOrEqual(16 * (ffmpegDurationMs(name) + 100));
          expect(result.samples.every((s) => s >= -1 && s <= 1)).toBe(true);
        }
      }
      expect(performance.now() - started).toBeLessThan(20_000);
    });
  }

  it('stops an Opus stream that expands past the longest recording decoded', async () => {
    const { packets } = demuxOgg(fixture('speech.opus.ogg'));
    const head = concat([
      ascii('OpusHead'),
      Uint8Array.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0]),
    ]);
    // 20 ms packets repeated to 10 min 20 s in a 2.5 MB file.
    const many = Array.from({ length: 31_000 }, (_, i) => packets[i % packets.length]!);
    const ogg = makeOgg([head, concat([ascii('OpusTags'), new Uint8Array(8)]), ...many]);
    await expect(decodeAudio(ogg)).rejects.toBeInstanceOf(AudioTooLongError);
  });
});
