import { describe, expect, it, vi } from 'vitest';

// Count argon2 verifications, keeping the real implementation.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

const argon2 = await import('@node-rs/argon2');
const { hashPassword, verifyPassword } = await import('./passwords.ts');

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Str0ng!pass');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Str0ng!pass')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong!pass1')).toBe(false);
  });

  it('runs one argon2 verification even when there is no stored hash (no timing oracle)', async () => {
    const verify = vi.mocked(argon2.verify);
    const stored = await hashPassword('Str0ng!pass');
    verify.mockClear();
    expect(await verifyPassword(stored, 'Wrong!pass1')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    expect(await verifyPassword(null, 'Wrong!pass1')).toBe(false);
    expect(await verifyPassword(undefined, 'dummy-password-for-constant-time')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
