import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.ts';

/** An error shaped like node-postgres's, wrapped the way Drizzle wraps it. */
function wrapped(fields: { code?: string; message?: string }) {
  const cause = Object.assign(new Error(fields.message ?? 'failed'), { code: fields.code });
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', { code: 'ECONNREFUSED' }],
    ['reset', { code: 'ECONNRESET' }],
    ['admin shutdown', { code: '57P01' }],
    ['crash shutdown', { code: '57P02' }],
    ['cannot connect now', { code: '57P03' }],
    ['statement timeout', { code: '57014' }],
    ['connection failure', { code: '08006' }],
    ['terminated', { message: 'Connection terminated unexpectedly' }],
    ['pool connect timeout', { message: 'timeout exceeded when trying to connect' }],
    ['client query timeout', { message: 'Query read timeout' }],
  ])('is true for %s', (_name, fields) => {
    expect(isDatabaseUnavailable(wrapped(fields))).toBe(true);
  });

  it('is false for errors of the request itself', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
