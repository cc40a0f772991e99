import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.ts';

describe('isAppRoute', () => {
  it.each([
    '/',
    '/auth/login',
    '/auth/login/',
    '/dashboard',
    '/dashboard/files',
    '/Dashboard/Projects',
    '/dashboard/projects/3f0c1a52-6a1e-4f43-9c59-2a4c8d3e7b10',
    '/dashboard/projects/abc/team',
    '/dashboard/users/%D0%B0%D0%B1',
    '/dashboard/project/abc/chat',
  ])('knows %s', (path) => expect(isAppRoute(path)).toBe(true));

  it.each([
    '/no-such-page',
    '/dashboard/no-such-page',
    '/dashboard/projects/abc/nope',
    '/dashboard/projects//team',
    '/dashboard//files',
    '/auth/login//',
    '/dashboard/users',
    'dashboard',
    '',
  ])('does not know %s', (path) => expect(isAppRoute(path)).toBe(false));
});
