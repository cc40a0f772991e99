import { describe, expect, it } from 'vitest';
import { isPublicPath } from './session-redirect.ts';

describe('isPublicPath', () => {
  it.each(['/', '/features', '/auth/login', '/login', '/legal/terms', '/demo'])(
    '%s is public',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
    },
  );
  it.each(['/dashboard', '/dashboard/projects/1', '/api-test'])('%s is not', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
