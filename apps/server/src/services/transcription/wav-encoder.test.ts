import { describe, expect, it } from 'vitest';
import { readWav } from '../audio/read-wav.ts';
import { readWavHeader } from '../../test/fake-transcription-endpoint.ts';
import { encodeWav } from './wav-encoder.ts';

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM WAV that the decoder reads back', () => {
    const samples = new Float32Array([0, 0.5, -0.5, 1, -1, 2, -2]);
    const wav = encodeWav(samples, 16_000);
    expect(wav.length).toBe(44 + samples.length * 2);
    expect(readWavHeader(wav)).toEqual({
      audioFormat: 1,
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
      dataBytes: samples.length * 2,
    });
    // Out-of-range samples are clipped to the ends of the 16-bit range.
    expect([...Array(samples.length).keys()].map((i) => wav.readInt16LE(44 + i * 2))).toEqual([
      0, 16384, -16384, 32767, -32768, 32767, -32768,
    ]);
    const back = readWav(wav);
    expect(back.sampleRate).toBe(16_000);
    expect(back.mono[1]).toBeCloseTo(0.5, 3);
  });
});
