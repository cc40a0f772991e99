import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPEARANCE_EMPTY,
  DENSITY_INVALID,
  LANGUAGE_INVALID,
  THEME_INVALID,
} from '@crewline/shared/contracts/appearance';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { signIn } from '../../test/project-factories.ts';

const URL = '/api/users/me/appearance';
let t: TestApp;
let me: SignedUpUser;
let other: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

const get = (user: SignedUpUser | null) =>
  t.request({ method: 'GET', url: URL, token: user?.access_token });
const put = (user: SignedUpUser | null, payload: unknown) =>
  t.request({ method: 'PUT', url: URL, token: user?.access_token, payload: payload as object });

describe('GET and PUT /api/users/me/appearance', () => {
  it('answers 401 signed out', async () => {
    for (const res of [await get(null), await put(null, { theme: 'dark' })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('UNAUTHORIZED');
    }
  });

  it('starts from the defaults', async () => {
    const res = await get(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ theme: 'system', language: 'en', density: 'comfortable' });
  });

  it('answers 422 naming the field for values outside the lists, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ theme: 'blue' }, 'theme', THEME_INVALID],
      [{ theme: null }, 'theme', THEME_INVALID],
      [{ language: 'fr' }, 'language', LANGUAGE_INVALID],
      [{ language: 'EN' }, 'language', LANGUAGE_INVALID],
      [{ density: 'cosy' }, 'density', DENSITY_INVALID],
      [{ theme: 'dark', density: 1 }, 'density', DENSITY_INVALID],
    ];
    for (const [body, field, msg] of cases) {
      const res = await put(other, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail).toContainEqual({ loc: ['body', field], msg });
    }
    const unknown = await put(other, { font: 'large' });
    expect(unknown.statusCode).toBe(422);
    const empty = await put(other, {});
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain(APPEARANCE_EMPTY);
    expect((await get(other)).json()).toEqual({
      theme: 'system',
      language: 'en',
      density: 'comfortable',
    });
  });

  it('saves any subset, keeps the rest, and keeps it for the next session', async () => {
    const first = await put(me, { theme: 'dark' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ theme: 'dark', language: 'en', density: 'comfortable' });
    const second = await put(me, { language: 'ar', density: 'compact' });
    expect(second.json()).toEqual({ theme: 'dark', language: 'ar', density: 'compact' });

    // Another device: a new session reads what this one saved; nobody else's changed.
    const elsewhere = await signIn(t, me);
    expect((await get(elsewhere)).json()).toEqual({
      theme: 'dark',
      language: 'ar',
      density: 'compact',
    });
    expect((await get(other)).json().theme).toBe('system');
    expect((await put(elsewhere, { theme: 'system', language: 'ru' })).json()).toEqual({
      theme: 'system',
      language: 'ru',
      density: 'compact',
    });
  });
});
