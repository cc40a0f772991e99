import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './format-badge-count.ts';

describe('formatBadgeCount', () => {
  it.each([
    [0, 99, null],
    [-3, 99, null],
    [1, 99, '1'],
    [99, 99, '99'],
    [100, 99, '99+'],
    [9, 9, '9'],
    [10, 9, '9+'],
  ])('%i with cap %i -> %s', (count, cap, text) => {
    expect(formatBadgeCount(count, cap)).toBe(text);
  });
  it('caps at 99 by default', () => {
    expect(formatBadgeCount(150)).toBe('99+');
  });
});
