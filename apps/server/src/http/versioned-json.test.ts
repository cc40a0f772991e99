import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag } from './versioned-json.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"xyz", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['W/"ab"', false],
  ])('%s -> %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
