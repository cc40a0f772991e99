import type { AuthResponse, User } from '@crewline/shared/contracts/auth';
import { createTokenStore } from './token-store.ts';

export type FakeCall = { method: string; url: string; auth: string | null; body: unknown };
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** A JWT-shaped token whose payload carries the given expiry (seconds). */
export function fakeJwt(expSeconds: number, id = 'x'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: id, exp: expSeconds })}.sig`;
}

export const fakeUser: User = {
  id: '6f1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a11',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  avatar: null,
  avatar_small: null,
  bio: '',
  skills: [],
  social_links: {},
  email_verified: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

/** An auth response with the given token pair. */
export function authReply(access: string, refresh: string): AuthResponse {
  return { access_token: access, refresh_token: refresh, user: fakeUser };
}

/** A fake fetch routed by "METHOD path" that records every call. */
export function createFakeServer() {
  const routes = new Map<string, Handler>();
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: FakeCall = { method, url, auth: headers.Authorization ?? null, body };
    calls.push(call);
    const handler = routes.get(`${method} ${url}`);
    if (!handler) return json(404, { error: 'NOT_FOUND', message: 'no route' });
    const reply = await handler(call);
    return reply.status === 204
      ? new Response(null, { status: 204 })
      : json(reply.status, reply.body, reply.headers);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body ?? null), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A token store over a private in-memory storage. */
export function memoryStore() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  } as Storage;
  return createTokenStore(storage);
}
