import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ConcurrencyLimit } from './concurrency-limit.ts';

// argon2id (algorithm 2) with OWASP's second recommended profile: 19 MiB, 2 passes.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// argon2 runs on libuv's thread pool, off the event loop, but it still needs a CPU. Left
// unbounded, a burst of sign-ins takes every core and starves all other requests; one core is
// always left to the event loop, and sign-ins beyond that wait their turn.
const hashSlots = new ConcurrencyLimit(Math.max(1, availableParallelism() - 1));

/** Hashes a password with argon2id, one bounded slot of CPU at a time. */
export function hashPassword(password: string): Promise<string> {
  return hashSlots.run(() => hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown email, invited account) it verifies
 * against a dummy hash anyway, so both cases take the same time.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-constant-time');
    const dummy = await dummyHash;
    await hashSlots.run(() => verify(dummy, password).catch(() => false));
    return false;
  }
  return hashSlots.run(() => verify(storedHash, password).catch(() => false));
}
