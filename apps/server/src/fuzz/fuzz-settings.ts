import { randomInt } from 'node:crypto';

export type FuzzSettings = {
  /** How long the whole fuzzer runs (HTTP then socket). */
  seconds: number;
  /** fast-check's seed: the same seed generates the same requests again. */
  seed: number;
  /** Stop at the first finding and let fast-check shrink it to a minimal request. */
  shrink: boolean;
  /** How much the heap may grow between 10% of the run and its end (after a full GC), in MB. */
  heapGrowthMb: number;
};

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

/**
 * The fuzzer's settings from the environment (FUZZ_SECONDS, FUZZ_SEED, FUZZ_SHRINK,
 * FUZZ_HEAP_GROWTH_MB). Two minutes in CI, where it runs once on each engine; fifteen seconds
 * otherwise, so a local `npm test` stays quick.
 */
export function fuzzSettings(env: Record<string, string | undefined>): FuzzSettings {
  const seed = env.FUZZ_SEED?.trim() ? Number(env.FUZZ_SEED) : randomInt(2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error('FUZZ_SEED must be an integer');
  return {
    seconds: positive(env.FUZZ_SECONDS, 'FUZZ_SECONDS') ?? (env.CI ? 120 : 15),
    seed,
    shrink: env.FUZZ_SHRINK === '1' || env.FUZZ_SHRINK === 'true',
    heapGrowthMb: positive(env.FUZZ_HEAP_GROWTH_MB, 'FUZZ_HEAP_GROWTH_MB') ?? 128,
  };
}
