import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two app processes' worth of state on one database (the two-process tests on PostgreSQL):
 * opened before the suite that calls this and closed after it. Read `a` and `b` inside tests.
 */
export function twoTestApps(): { readonly a: TestApp; readonly b: TestApp } {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await createTestApp();
    apps.b = await createTestApp();
  });
  afterAll(async () => {
    await apps.a?.close();
    await apps.b?.close();
  });
  return apps;
}
