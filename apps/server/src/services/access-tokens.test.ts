import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, jwtVerify } from 'jose';
import { createAccessTokens } from './access-tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const at = new Date('2026-01-01T00:00:00Z');
const nowSeconds = at.getTime() / 1000;
const tokens = createAccessTokens(secret, () => at);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with `key` over arbitrary header and claims, for the cases jose refuses to make. */
function handMade(header: unknown, claims: unknown, key: Uint8Array = secret): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const valid = { sub: 'user-1', exp: nowSeconds + 60 };

describe('access tokens', () => {
  it('verifies its own tokens, and they are standard JWTs jose accepts', async () => {
    const token = await tokens.sign('user-1');
    await expect(tokens.verify(token)).resolves.toBe('user-1');
    const { payload } = await jwtVerify(token, secret, { currentDate: at });
    expect(payload).toMatchObject({ sub: 'user-1', exp: nowSeconds + 15 * 60 });
  });

  it('accepts an HS256 token signed elsewhere with the same secret', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-2')
      .setExpirationTime(nowSeconds + 5)
      .sign(secret);
    await expect(tokens.verify(token)).resolves.toBe('user-2');
  });

  it.each([
    ['expired at this second', handMade({ alg: 'HS256' }, { ...valid, exp: nowSeconds })],
    ['without exp', handMade({ alg: 'HS256' }, { sub: 'user-1' })],
    ['with a string exp', handMade({ alg: 'HS256' }, { ...valid, exp: String(nowSeconds + 60) })],
    ['not yet valid', handMade({ alg: 'HS256' }, { ...valid, nbf: nowSeconds + 10 })],
    ['without a subject', handMade({ alg: 'HS256' }, { exp: nowSeconds + 60 })],
    ['with an empty subject', handMade({ alg: 'HS256' }, { ...valid, sub: '' })],
    ['signed with another key', handMade({ alg: 'HS256' }, valid, new Uint8Array(32))],
    ['claiming another algorithm', handMade({ alg: 'HS512' }, valid)],
    ['with a critical header', handMade({ alg: 'HS256', crit: ['x'] }, valid)],
    ['with claims that are not an object', handMade({ alg: 'HS256' }, ['user-1'])],
    ['unsigned (alg none)', `${b64({ alg: 'none' })}.${b64(valid)}.`],
    ['of two segments', `${b64({ alg: 'HS256' })}.${b64(valid)}`],
    ['of garbage', 'not.a.token'],
  ])('rejects a token %s', async (_case, token) => {
    await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('rejects a token it accepted before once the token expires', async () => {
    let clock = at;
    const moving = createAccessTokens(secret, () => clock);
    const token = await moving.sign('user-1');
    await expect(moving.verify(token)).resolves.toBe('user-1');
    clock = new Date(at.getTime() + 15 * 60 * 1000 - 1000);
    await expect(moving.verify(token)).resolves.toBe('user-1');
    clock = new Date(at.getTime() + 15 * 60 * 1000);
    await expect(moving.verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('rejects a signature with anything appended or changed', async () => {
    const token = await tokens.sign('user-1');
    await expect(tokens.verify(`${token}A`)).rejects.toMatchObject({ status: 401 });
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64({ sub: 'someone-else', exp: nowSeconds + 60 })}.${signature}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({ status: 401 });
  });
});
