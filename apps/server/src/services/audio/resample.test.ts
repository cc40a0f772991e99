import { describe, expect, it } from 'vitest';
import { createMonoResampler, resampleMono } from './resample.ts';
import { peak, rms, risingZeroCrossings, sine } from './testing/audio-fixtures.ts';

describe('resampleMono to 16 kHz', () => {
  for (const rate of [8_000, 22_050, 44_100, 48_000, 96_000]) {
    it(`keeps a 440 Hz sine's frequency, amplitude and exact length from ${rate} Hz`, async () => {
      const input = sine(440, 2, rate, 0.5);
      const out = await resampleMono(input, rate);

      expect(out.length).toBe(Math.round((input.length * 16_000) / rate));
      // 2 s of 440 Hz: 880 periods, one rising zero crossing each (± the edges).
      expect(Math.abs(risingZeroCrossings(out) - 880)).toBeLessThanOrEqual(1);
      // Away from the edges the peak stays 0.5, and a sine's RMS is peak / √2.
      const middle = out.subarray(1_600, out.length - 1_600);
      expect(peak(middle)).toBeCloseTo(0.5, 2);
      expect(rms(middle)).toBeCloseTo(0.5 / Math.SQRT2, 2);
    });
  }

  it('removes what a 16 kHz signal cannot hold instead of folding it back (not decimation)', async () => {
    // 10 kHz is above the 8 kHz Nyquist limit: dropping samples would alias it to 6 kHz at
    // full strength; a band-limited resampler leaves (almost) nothing.
    const out = await resampleMono(sine(10_000, 1, 48_000, 0.5), 48_000);
    expect(rms(out.subarray(800, out.length - 800))).toBeLessThan(0.005);
  });

  it('keeps an impulse at the same time (no delay added)', async () => {
    const input = new Float32Array(44_100);
    input[22_050] = 1; // 0.5 s
    const out = await resampleMono(input, 44_100);
    let at = 0;
    for (let i = 0; i < out.length; i++) if (Math.abs(out[i]!) > Math.abs(out[at]!)) at = i;
    expect(at).toBe(8_000);
  });

  it('gives the same output whether the input comes in one block or in 20 ms frames', async () => {
    const input = sine(300, 1.3, 48_000);
    const whole = await resampleMono(input, 48_000);
    const streamed = await createMonoResampler(48_000);
    for (let i = 0; i < input.length; i += 960) streamed.push(input.subarray(i, i + 960));
    const out = streamed.finish();
    expect(out.length).toBe(whole.length);
    let maxDiff = 0;
    for (let i = 0; i < out.length; i++) maxDiff = Math.max(maxDiff, Math.abs(out[i]! - whole[i]!));
    expect(maxDiff).toBeLessThan(1e-5);
  });

  it('starts each resampling with fresh state when converters are reused', async () => {
    const loud = await resampleMono(sine(440, 0.5, 48_000, 0.9), 48_000);
    expect(rms(loud)).toBeGreaterThan(0.5);
    // A reused converter must not leak the previous signal's tail into silence.
    const silent = await resampleMono(new Float32Array(48_000), 48_000);
    expect(peak(silent)).toBe(0);
  });

  it('passes 16 kHz through unchanged and clamps to [-1, 1]', async () => {
    const input = Float32Array.from([0, 0.25, -0.5, 1.5, -2]);
    expect(Array.from(await resampleMono(input, 16_000))).toEqual([0, 0.25, -0.5, 1, -1]);
  });

  it('refuses rates outside 1–192 kHz', async () => {
    await expect(createMonoResampler(500)).rejects.toThrow(RangeError);
    await expect(createMonoResampler(384_000)).rejects.toThrow(RangeError);
  });
});
