import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketClient } from './socket-client.ts';
import { FakeSocket, fakeWindowEvents } from './fake-socket.ts';

let token: string | null;
let refresh: ReturnType<typeof vi.fn<() => Promise<string>>>;
let events: ReturnType<typeof fakeWindowEvents>;

function makeClient() {
  return createSocketClient({
    WebSocket: FakeSocket,
    url: (value) => `ws://test/api/notifications/ws?token=${value}`,
    getToken: () => token,
    refreshToken: refresh,
    events,
    // The faked globals, handed in explicitly as the app's would be.
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (id) => clearTimeout(id as number),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (id) => clearInterval(id as number),
      now: () => Date.now(),
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  token = 'token-1';
  refresh = vi.fn(async () => {
    token = 'token-2';
    return token;
  });
  events = fakeWindowEvents();
});
afterEach(() => vi.useRealTimers());

describe('socket client: connecting', () => {
  it('opens with the access token and is CONNECTED only once the server says hello', () => {
    const client = makeClient();
    client.start();
    expect(FakeSocket.latest().url).toBe('ws://test/api/notifications/ws?token=token-1');
    expect(client.getState().status).toBe('CONNECTING');
    FakeSocket.latest().accept('user-9');
    expect(client.getState()).toMatchObject({ status: 'CONNECTED', userId: 'user-9' });
  });

  it('tells onConnected listeners on every connection, reconnections included', () => {
    const client = makeClient();
    const connected = vi.fn();
    client.onConnected(connected);
    client.start();
    FakeSocket.latest().accept();
    FakeSocket.latest().fail();
    vi.advanceTimersByTime(1_000);
    vi.advanceTimersByTime(5);
    FakeSocket.latest().accept();
    expect(connected).toHaveBeenCalledTimes(2);
    expect(connected.mock.calls.map(([call]) => call.reconnected)).toEqual([false, true]);
  });
});

describe('socket client: reconnecting', () => {
  it('waits 1, 2, 4, 8 and 16 s between the five attempts, then gives up', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().accept();
    FakeSocket.latest().fail();
    for (const [attempt, delay] of [1_000, 2_000, 4_000, 8_000, 16_000].entries()) {
      expect(client.getState()).toMatchObject({ status: 'ERROR', attempts: attempt + 1 });
      const before = FakeSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(before + 1);
      FakeSocket.latest().fail();
    }
    expect(client.getState()).toMatchObject({ status: 'ERROR', exhausted: true, attempts: 5 });
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(6);
  });

  it('starts counting again after a successful reconnection', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().accept();
    FakeSocket.latest().fail();
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().fail();
    vi.advanceTimersByTime(2_000);
    FakeSocket.latest().accept();
    expect(client.getState().attempts).toBe(0);
    FakeSocket.latest().serverClose(1001);
    expect(client.getState().attempts).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('does not reconnect after a normal close (1000)', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().accept();
    FakeSocket.latest().serverClose(1000);
    expect(client.getState().status).toBe('DISCONNECTED');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('connects at once on window focus while in ERROR with attempts left', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().fail();
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().fail(); // now waiting 2 s
    events.fire('focus');
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.latest().accept();
    events.fire('focus');
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('ignores focus once the attempts ran out; retry() starts a fresh round', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().fail();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      vi.advanceTimersByTime(delay);
      FakeSocket.latest().fail();
    }
    expect(client.getState().exhausted).toBe(true);
    events.fire('focus');
    expect(FakeSocket.instances).toHaveLength(6);
    client.retry();
    expect(FakeSocket.instances).toHaveLength(7);
    expect(client.getState()).toMatchObject({ exhausted: false, attempts: 0 });
    FakeSocket.latest().fail();
    expect(client.getState().attempts).toBe(1);
  });

  it('starts a fresh round when the browser comes back online after the attempts ran out', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().fail();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      vi.advanceTimersByTime(delay);
      FakeSocket.latest().fail();
    }
    events.fire('online');
    expect(FakeSocket.instances).toHaveLength(7);
    expect(client.getState()).toMatchObject({ exhausted: false, status: 'CONNECTING' });
  });

  it('on 4401 refreshes the token through the API client, then reconnects with the new one', async () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().accept();
    FakeSocket.latest().serverClose(4401);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(FakeSocket.latest().url).toContain('token=token-2');
    FakeSocket.latest().accept();
    expect(client.getState().status).toBe('CONNECTED');
  });

  it('on 4401 takes a token another tab already refreshed without refreshing again', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().accept();
    token = 'from-other-tab';
    FakeSocket.latest().serverClose(4401);
    expect(refresh).not.toHaveBeenCalled();
    expect(FakeSocket.latest().url).toContain('token=from-other-tab');
  });

  it('a failed refresh falls back to the normal back-off', async () => {
    refresh.mockRejectedValue(new Error('offline'));
    const client = makeClient();
    client.start();
    FakeSocket.latest().accept();
    FakeSocket.latest().serverClose(4401);
    await vi.waitFor(() => expect(client.getState().attempts).toBe(1));
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});

describe('socket client: session', () => {
  it('forwards a refreshed token with an auth frame', () => {
    const client = makeClient();
    client.start();
    FakeSocket.latest().accept();
    client.authenticate('token-3');
    expect(FakeSocket.latest().sentOf('auth')).toEqual([{ type: 'auth', token: 'token-3' }]);
  });

  it('stop() closes with 1000 and never reconnects', () => {
    const client = makeClient();
    client.start();
    const socket = FakeSocket.latest();
    socket.accept();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(client.getState().status).toBe('DISCONNECTED');
    events.fire('focus');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('socket client: ping', () => {
  it('pings on connect and every 30 s, measuring the round trip', () => {
    const client = makeClient();
    client.start();
    const socket = FakeSocket.latest();
    socket.accept();
    const [first] = socket.sentOf('ping');
    vi.advanceTimersByTime(42);
    socket.receive({
      type: 'pong',
      nonce: first!.nonce as number,
      server_time: new Date().toISOString(),
    });
    expect(client.getState().latencyMs).toBe(42);
    vi.advanceTimersByTime(30_000 - 42);
    expect(socket.sentOf('ping')).toHaveLength(2);
    socket.fail();
    expect(client.getState().latencyMs).toBeNull();
  });

  it('treats a ping unanswered for a whole interval as a dead connection', () => {
    const client = makeClient();
    client.start();
    const socket = FakeSocket.latest();
    socket.accept();
    vi.advanceTimersByTime(29_999);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(4000);
    expect(client.getState()).toMatchObject({ status: 'ERROR', attempts: 1 });
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
