import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@crewline/shared/contracts/auth';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Str0ng!pass';

/** A unique e-mail address, so tests never collide and need no cleanup. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@example.test`;
}

export type SignedUpUser = AuthResponse & { password: string };

/** Registers a fresh account through the public API and returns its session. */
export async function signUp(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<SignedUpUser> {
  const body = {
    name: overrides.name ?? `Test User ${randomUUID().slice(0, 8)}`,
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? TEST_PASSWORD,
  };
  const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: body.password };
}
