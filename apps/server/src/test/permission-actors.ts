import { signUp, type SignedUpUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Who calls in the permission-matrix tests, in the order of their expected-status lists.
 * "outsider" is signed in but not in the project; "anonymous" sends no token.
 */
export const ACTORS = [
  'owner',
  'manager',
  'leader',
  'member',
  'observer',
  'outsider',
  'anonymous',
] as const;
export type Actor = (typeof ACTORS)[number];

/** Signs up one account per name, returned by name. */
export async function signUpEach<Name extends string>(
  t: TestApp,
  names: readonly Name[],
): Promise<Record<Name, SignedUpUser>> {
  const users = await Promise.all(names.map(() => signUp(t)));
  return Object.fromEntries(names.map((name, i) => [name, users[i]!])) as Record<
    Name,
    SignedUpUser
  >;
}

/** A matrix row's expected statuses (in ACTORS order) keyed by actor, to compare at once. */
export function byActor(statuses: number[]): Record<Actor, number> {
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, statuses[i]])) as Record<
    Actor,
    number
  >;
}
