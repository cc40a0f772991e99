import { describe, expect, it } from 'vitest';
import { readTokenExpiry } from './jwt.ts';
import { fakeJwt } from './test-fakes.ts';

describe('readTokenExpiry', () => {
  it('reads exp from the payload in milliseconds', () => {
    expect(readTokenExpiry(fakeJwt(1_700_000_000))).toBe(1_700_000_000_000);
  });
  it.each(['', 'abc', 'a.%%%.c', `a.${btoa('{"sub":1}')}.c`])('returns null for %j', (token) => {
    expect(readTokenExpiry(token)).toBeNull();
  });
});
