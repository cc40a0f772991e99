import { describe, expect, it } from 'vitest';
import { decodeAudio } from './decode-audio.ts';
import { NotAudioError, UnsupportedAudioError } from './decoded-audio.ts';
import { ffmpegDurationMs, fixture, rms } from './testing/audio-fixtures.ts';

/** The recordings of the committed fixtures (scripts/make-test-audio.mjs). */
const RECORDINGS = [['speech.wav', 'wav']] as const;

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
