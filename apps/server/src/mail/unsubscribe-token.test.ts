import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const key = randomBytes(32);

describe('unsubscribe tokens', () => {
  it('verifies what it signed', () => {
    const userId = randomUUID();
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(key, userId, 'digest'))).toEqual({
      userId,
      kind: 'digest',
    });
  });

  it('rejects another key, another user, another switch and a cut or padded signature', () => {
    const userId = randomUUID();
    const token = signUnsubscribeToken(key, userId, 'mentions');
    const [, , signature] = token.split('.');
    expect(verifyUnsubscribeToken(randomBytes(32), token)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${randomUUID()}.mentions.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${userId}.comments.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, token.slice(0, -2))).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}A`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${userId}.everything.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, '')).toBeNull();
  });
});
