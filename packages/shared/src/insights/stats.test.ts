import { describe, expect, it } from 'vitest';
import { median, nearestRankPercentile } from './stats.ts';

describe('median', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[0, 3], 1.5],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('nearestRankPercentile', () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it.each([
    [[], 85, null],
    [[5], 85, 5],
    [[30, 101], 85, 101], // rank ceil(1.7) = 2
    [ten, 85, 9], // rank ceil(8.5) = 9
    [ten, 80, 8], // rank exactly 8
    [ten, 50, 5],
    [[1, 2, 3, 4, 5, 6], 85, 6], // rank ceil(5.1) = 6
  ])('of %j at %d%% is %s', (sorted, percent, expected) => {
    expect(nearestRankPercentile(sorted, percent)).toBe(expected);
  });
});
