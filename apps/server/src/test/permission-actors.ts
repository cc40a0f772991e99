import type { InjectOptions } from 'fastify';
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

/**
 * One matrix row: the status each actor gets for `call`, each in a fresh `scenario` (so a write
 * in one cell never changes another), with every 403's message handed to `refused`.
 */
export async function statusByActor<S>(options: {
  t: TestApp;
  people: Record<Exclude<Actor, 'anonymous'>, SignedUpUser>;
  scenario: () => Promise<S>;
  call: (s: S) => Pick<InjectOptions, 'method' | 'url' | 'payload'>;
  refused?: (message: string, actor: Actor) => void;
}): Promise<Record<Actor, number>> {
  const actual = {} as Record<Actor, number>;
  for (const actor of ACTORS) {
    const s = await options.scenario();
    const token = actor === 'anonymous' ? undefined : options.people[actor].access_token;
    const res = await options.t.request({ ...options.call(s), token });
    actual[actor] = res.statusCode;
    if (res.statusCode === 403) options.refused?.(res.json<{ message: string }>().message, actor);
  }
  return actual;
}
