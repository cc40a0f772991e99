import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './http-client.ts';
import { authReply, createFakeServer, fakeJwt, memoryStore } from './test-fakes.ts';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

function setup() {
  const server = createFakeServer();
  const store = memoryStore();
  const onSessionExpired = vi.fn();
  const client = createApiClient({ fetch: server.fetch, store, onSessionExpired });
  return { server, store, onSessionExpired, client };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('authorization header', () => {
  it('sends the stored access token as a Bearer header', async () => {
    const { server, store, client } = setup();
    store.setTokens('token-a', 'refresh-a');
    server.on('GET /api/things', () => ({ status: 200, body: [] }));
    await client.get('/api/things');
    expect(server.calls[0]?.auth).toBe('Bearer token-a');
  });

  it('sends no Authorization header without a token', async () => {
    const { server, client } = setup();
    server.on('GET /api/things', () => ({ status: 200, body: [] }));
    await client.get('/api/things');
    expect(server.calls[0]?.auth).toBeNull();
  });
});

describe('refresh on 401', () => {
  it('refreshes once and retries the request with the new token', async () => {
    const { server, store, client } = setup();
    store.setTokens('old', 'refresh-1');
    server.on('GET /api/things', (call) =>
      call.auth === 'Bearer new' ? { status: 200, body: ['ok'] } : { status: 401, body: {} },
    );
    server.on('POST /api/auth/refresh', (call) => {
      expect(call.body).toEqual({ refresh_token: 'refresh-1' });
      return { status: 200, body: authReply('new', 'refresh-2') };
    });
    await expect(client.get('/api/things')).resolves.toEqual(['ok']);
    expect(store.getAccessToken()).toBe('new');
    expect(store.getRefreshToken()).toBe('refresh-2');
  });

  it('runs exactly one refresh for concurrent 401s and retries every waiting request', async () => {
    const { server, store, client } = setup();
    store.setTokens('old', 'refresh-1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (const name of ['a', 'b', 'c']) {
      server.on(`GET /api/${name}`, (call) =>
        call.auth === 'Bearer new' ? { status: 200, body: name } : { status: 401, body: {} },
      );
    }
    server.on('POST /api/auth/refresh', async () => {
      await gate;
      return { status: 200, body: authReply('new', 'refresh-2') };
    });
    const results = Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    await vi.advanceTimersByTimeAsync(0);
    // A request that starts during the refresh waits for it instead of sending the old token.
    const late = client.get('/api/a');
    release();
    await expect(results).resolves.toEqual(['a', 'b', 'c']);
    await expect(late).resolves.toBe('a');
    expect(server.calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(
      server.calls.filter((c) => c.auth === 'Bearer old' && c.url !== '/api/auth/refresh'),
    ).toHaveLength(3);
  });

  it('on a failed refresh clears the tokens, reports "Authentication failed" and redirects once', async () => {
    const { server, store, client, onSessionExpired } = setup();
    store.setTokens('old', 'revoked');
    server.on('GET /api/a', () => ({ status: 401, body: {} }));
    server.on('GET /api/b', () => ({ status: 401, body: {} }));
    server.on('POST /api/auth/refresh', () => ({ status: 401, body: { message: 'reused' } }));
    const outcomes = await Promise.allSettled([client.get('/api/a'), client.get('/api/b')]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason.message).toBe('Authentication failed');
    }
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('raises "No refresh token available" when refreshing without a token', async () => {
    const { client, onSessionExpired } = setup();
    await expect(client.refreshSession()).rejects.toThrow('No refresh token available');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 from a sign-in call and shows the server text', async () => {
    const { server, client } = setup();
    server.on('POST /api/auth/login', () => ({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: 'Invalid email or password. Please try again.' },
    }));
    await expect(
      client.post(
        '/api/auth/login',
        { email: 'a', password: 'b' },
        { refreshOnUnauthorized: false },
      ),
    ).rejects.toThrow('Invalid email or password. Please try again.');
    expect(server.calls).toHaveLength(1);
  });

  it('keeps the session when the refresh fails only because the network is down', async () => {
    const { store, client, onSessionExpired } = setup();
    store.setTokens('old', 'refresh-1');
    const failing = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      store,
      onSessionExpired,
    });
    await expect(failing.refreshSession()).rejects.toMatchObject({ kind: 'network' });
    expect(store.getRefreshToken()).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
    void client;
  });
});

describe('refresh across tabs', () => {
  it('uses the tokens another tab obtained while this one waited for the lock', async () => {
    const server = createFakeServer();
    const store = memoryStore();
    store.setTokens('old', 'refresh-1');
    const client = createApiClient({
      fetch: server.fetch,
      store,
      onSessionExpired: vi.fn(),
      // The other tab wins the lock and rotates the pair first.
      lock: async (task) => {
        store.setTokens('from-other-tab', 'refresh-2');
        return task();
      },
    });
    await expect(client.refreshSession()).resolves.toBe('from-other-tab');
    expect(server.calls).toHaveLength(0);
  });
});

describe('periodic expiry check', () => {
  it('every 60 s refreshes when under 5 minutes remain, not before', async () => {
    const { server, store, client } = setup();
    // Expires in 6 minutes: the first checks see enough time left.
    store.setTokens(fakeJwt(NOW / 1000 + 6 * 60), 'refresh-1');
    server.on('POST /api/auth/refresh', () => ({
      status: 200,
      body: authReply(fakeJwt(NOW / 1000 + 30 * 60), 'refresh-2'),
    }));
    const stop = client.startBackgroundTasks();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000); // 4 minutes left now
    expect(server.calls.map((c) => c.url)).toEqual(['/api/auth/refresh']);
    expect(store.getRefreshToken()).toBe('refresh-2');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    stop();
  });

  it('does nothing without an access token', async () => {
    const { server, client } = setup();
    const stop = client.startBackgroundTasks();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(server.calls).toHaveLength(0);
    stop();
  });
});

describe('session events', () => {
  it('startSession stores the pair and user; endSession forgets them', async () => {
    const { store, client } = setup();
    const events: string[] = [];
    client.subscribe((event) => events.push(event.type));
    client.startSession(authReply('a', 'r'));
    expect(store.getUser()?.name).toBe('Ada Lovelace');
    client.endSession();
    expect(store.getAccessToken()).toBeNull();
    expect(events).toEqual(['started', 'ended']);
  });
});

describe('ending the session on purpose (deleting the account)', () => {
  it('a refresh refused while the account is deleted expires nothing; the app signs out itself', async () => {
    const { server, store, client, onSessionExpired } = setup();
    store.setTokens('old', 'gone');
    server.on('POST /api/auth/refresh', () => ({ status: 401, body: { message: 'gone' } }));
    const events: string[] = [];
    client.subscribe((event) => events.push(event.type));
    await client.whileEndingSession(async () => {
      // The socket's 4401 reaches the page before the deletion's reply.
      await expect(client.refreshSession()).rejects.toThrow();
      expect(store.getRefreshToken()).toBe('gone');
      client.endSession();
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(events).toEqual(['ended']);
  });

  it('when the deletion fails after a refused refresh, the session expires as usual', async () => {
    const { server, store, client, onSessionExpired } = setup();
    store.setTokens('old', 'revoked');
    server.on('POST /api/auth/refresh', () => ({ status: 401, body: {} }));
    const failed = client.whileEndingSession(async () => {
      await client.refreshSession().catch(() => undefined);
      throw new Error('deletion refused');
    });
    await expect(failed).rejects.toThrow('deletion refused');
    expect(store.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a refresh refused after the session was signed out does not expire the next one', async () => {
    const { server, store, client, onSessionExpired } = setup();
    store.setTokens('old', 'first');
    let refuse: () => void = () => undefined;
    server.on(
      'POST /api/auth/refresh',
      () => new Promise((resolve) => (refuse = () => resolve({ status: 401, body: {} }))),
    );
    const refreshing = client.refreshSession();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    client.endSession();
    client.startSession(authReply('fresh', 'second'));
    refuse();
    await expect(refreshing).rejects.toThrow();
    expect(store.getRefreshToken()).toBe('second');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
