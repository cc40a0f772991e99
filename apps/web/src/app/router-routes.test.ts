import { APP_ROUTES } from '@crewline/shared/domain/app-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** Every full path the router opens a page at, its "not found" catch-alls left out. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    const own = route.index || (route.path && route.element) ? [here] : [];
    return [...own, ...pagePaths(route.children ?? [], here)];
  });
}

describe('the app routes', () => {
  // The server answers 404 for any address outside the shared list: a page missing from it
  // would open with a "not found" status, and a stale entry would hide a real 404.
  it('are exactly the shared list the server knows', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...APP_ROUTES].sort());
  });
});
