import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('sizes files in B, KB, MB and GB', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(2048, 'en')).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatBytes(3 * 1024 ** 3, 'en')).toBe('3 GB');
  });

  it('shows one decimal below 10 of a unit and none from 10 up', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(12.3 * 1024 * 1024, 'en')).toBe('12 MB');
    expect(formatBytes(1023, 'en')).toBe('1,023 B');
  });

  it('reads a negative count as nothing and keeps terabytes in GB', () => {
    expect(formatBytes(-5, 'en')).toBe('0 B');
    expect(formatBytes(2048 * 1024 ** 3, 'en')).toBe('2,048 GB');
  });

  it('writes the digits of the interface language', () => {
    expect(formatBytes(1536, 'ar')).toBe(new Intl.NumberFormat('ar').format(1.5) + ' KB');
  });
});
