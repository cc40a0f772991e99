import { describe, expect, it } from 'vitest';
import { durationBins } from './duration-bins.ts';

describe('durationBins', () => {
  it('counts each duration in its range, bounds going to the range above', () => {
    const bins = durationBins([0, 0.5, 1, 3.99, 4, 23.9, 24, 100, 168, 335, 336, 5000]);
    expect(Object.fromEntries(bins.map((bin) => [bin.key, bin.count]))).toEqual({
      underHour: 2,
      hours1to4: 2,
      hours4to8: 1,
      hours8to24: 1,
      days1to2: 1,
      days2to4: 0,
      days4to7: 1,
      weeks1to2: 2,
      weeks2plus: 2,
    });
  });

  it('lists every range even with nothing to count', () => {
    expect(durationBins([]).map((bin) => bin.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
