import { describe, expect, it } from 'vitest';
import { AudioTooLongError, CorruptAudioError, UnsupportedAudioError } from './decoded-audio.ts';
import { readWav } from './read-wav.ts';
import { peak, risingZeroCrossings, sine } from './testing/audio-fixtures.ts';
import { makeWav, type WavLayout } from './testing/make-wav.ts';

const layouts: [string, WavLayout, number][] = [
  ['8-bit unsigned', { bits: 8 }, 1 / 64],
  ['16-bit', { bits: 16 }, 1e-4],
  ['24-bit', { bits: 24 }, 1e-6],
  ['32-bit int', { bits: 32 }, 1e-6],
  ['32-bit float', { bits: 32, float: true }, 1e-7],
  ['16-bit extensible', { bits: 16, extensible: true }, 1e-4],
  ['32-bit float extensible', { bits: 32, float: true, extensible: true }, 1e-7],
];

describe('readWav', () => {
  for (const [name, layout, tolerance] of layouts) {
    it(`reads ${name} PCM and averages the channels to mono`, () => {
      const left = sine(440, 0.25, 44_100, 0.6);
      const right = sine(440, 0.25, 44_100, 0.2);
      const wav = readWav(makeWav([left, right], 44_100, layout));
      expect(wav.sampleRate).toBe(44_100);
      expect(wav.mono.length).toBe(left.length);
      for (const i of [0, 17, 100, 5_000, left.length - 1]) {
        expect(Math.abs(wav.mono[i]! - (left[i]! + right[i]!) / 2)).toBeLessThan(tolerance);
      }
    });
  }

  it('reads any channel count and rate', () => {
    const six = Array.from({ length: 6 }, () => sine(1_000, 0.1, 11_025, 0.3));
    const wav = readWav(makeWav(six, 11_025, { bits: 16 }));
    expect(wav.sampleRate).toBe(11_025);
    // 100 periods; the first starts at 0 rather than crossing it.
    expect(risingZeroCrossings(wav.mono)).toBe(99);
    expect(peak(wav.mono)).toBeCloseTo(0.3, 3);
  });

  it('reads a data chunk that claims more bytes than the file has up to the end', () => {
    const bytes = makeWav([sine(440, 0.5, 16_000)], 16_000, { bits: 16 });
    new DataView(bytes.buffer).setUint32(40, 0xffffffff, true);
    expect(readWav(bytes).mono.length).toBe(8_000);
    expect(readWav(bytes.subarray(0, 44 + 2_000)).mono.length).toBe(1_000);
  });

  it('refuses formats it cannot convert, naming them', () => {
    const bytes = makeWav([sine(440, 0.1, 8_000)], 8_000, { bits: 16 });
    const view = new DataView(bytes.buffer);
    view.setUint16(20, 7, true); // µ-law
    expect(() => readWav(bytes)).toThrow(new UnsupportedAudioError('wav/format-7'));
    view.setUint16(20, 1, true);
    view.setUint32(24, 384_000, true);
    expect(() => readWav(bytes)).toThrow(new UnsupportedAudioError('wav/384000Hz'));
  });

  it('answers CorruptAudioError for broken structure', () => {
    const good = makeWav([sine(440, 0.1, 8_000)], 8_000, { bits: 16 });
    const noChannels = good.slice();
    new DataView(noChannels.buffer).setUint16(22, 0, true);
    const badBlock = good.slice();
    new DataView(badBlock.buffer).setUint16(32, 3, true);
    const garbage = good.slice();
    garbage.set([0x00, 0x01, 0xff, 0x10], 12); // the first chunk id is not text
    for (const bytes of [
      good.subarray(0, 12),
      good.subarray(0, 30),
      noChannels,
      badBlock,
      garbage,
    ]) {
      expect(() => readWav(bytes)).toThrow(CorruptAudioError);
    }
  });

  it('refuses to expand beyond the longest recording decoded', () => {
    // 8 kHz 8-bit mono: 11 minutes in a 5 MB file.
    const bytes = makeWav([new Float32Array(8_000 * 660)], 8_000, { bits: 8 });
    expect(() => readWav(bytes)).toThrow(AudioTooLongError);
  });
});
