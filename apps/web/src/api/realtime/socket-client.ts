import { REALTIME_PING_INTERVAL_MS } from '@crewline/shared/limits';
import { CLOSE_CODES, type ClientFrame } from '@crewline/shared/realtime/client-frames';
import { reconnectDelay, reconnectsAfterClose } from '@crewline/shared/realtime/reconnect-policy';
import type { ServerFrame } from '@crewline/shared/realtime/server-frames';

/** The connection states (docs/PRODUCT.md, Realtime connection). */
export type SocketStatus = 'DISCONNECTED' | 'CONNECTING' | 'CONNECTED' | 'ERROR';

/** What the UI reads about the connection. */
export type SocketState = {
  status: SocketStatus;
  /** Reconnect attempts spent since the last successful connection (at most 5). */
  attempts: number;
  /** Every attempt failed: only retry() connects again. */
  exhausted: boolean;
  /** Connected at least once since start(), so a drop means live updates stopped. */
  wasConnected: boolean;
  /** Round trip of the last answered ping, in milliseconds. */
  latencyMs: number | null;
  /** The user the server greeted (hello frame). */
  userId: string | null;
};

/** A successful connection: whether one came before it since start(), and when it was opened. */
export type Connection = { reconnected: boolean };

/** The part of a browser WebSocket the client uses, so tests can hand in a fake. */
export type SocketLike = Pick<
  WebSocket,
  'send' | 'close' | 'onopen' | 'onmessage' | 'onerror' | 'onclose'
>;
export type SocketConstructor = new (url: string) => SocketLike;

/** Timer functions, injectable so tests drive time. */
export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  now(): number;
};

/** Where focus and online events come from (the window). */
export type EventSource = {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
};

export type SocketClientOptions = {
  WebSocket: SocketConstructor;
  /** The socket's address for an access token. */
  url: (token: string) => string;
  /** The current access token, or null when there is none. */
  getToken: () => string | null;
  /** Refreshes the session through the API client; rejects when it cannot. */
  refreshToken: () => Promise<string>;
  timers?: Timers;
  events?: EventSource;
};

// A client-side close code (4000–4999 are the application's): the ping went unanswered.
const NO_PONG_CODE = 4000;

const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

const INITIAL_STATE: SocketState = {
  status: 'DISCONNECTED',
  attempts: 0,
  exhausted: false,
  wasConnected: false,
  latencyMs: null,
  userId: null,
};

function parseFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as unknown;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { type?: unknown }).type === 'string'
    )
      return value as ServerFrame;
  } catch {
    // Not JSON: the server never sends such a frame; ignore it rather than fail the socket.
  }
  return undefined;
}

/**
 * The app's one realtime connection: opens with the access token, reconnects after
 * a close other than 1000 or an error (5 attempts, 1 s doubling to 30 s), reconnects on window
 * focus while attempts remain, refreshes the token after a 4401, and pings every 30 s.
 */
export function createSocketClient(options: SocketClientOptions) {
  const timers = options.timers ?? globalTimers;
  const events = options.events;
  const frameListeners = new Set<(frame: ServerFrame) => void>();
  const stateListeners = new Set<(state: SocketState) => void>();
  const connectedListeners = new Set<(connection: Connection) => void>();
  let state = INITIAL_STATE;
  let running = false;
  let socket: SocketLike | null = null;
  let socketToken: string | null = null;
  let reconnectTimer: unknown = null;
  let pingTimer: unknown = null;
  let nonce = 0;
  const pings = new Map<number, number>();

  function setState(patch: Partial<SocketState>): void {
    state = { ...state, ...patch };
    for (const listener of stateListeners) listener(state);
  }

  function clearReconnect(): void {
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
  }

  function stopPing(): void {
    if (pingTimer !== null) timers.clearInterval(pingTimer);
    pingTimer = null;
    pings.clear();
  }

  function detach(target: SocketLike): void {
    target.onopen = target.onmessage = target.onerror = target.onclose = null;
  }

  function open(): void {
    clearReconnect();
    const token = options.getToken();
    if (!token) {
      void renewToken();
      return;
    }
    setState({ status: 'CONNECTING' });
    const next = new options.WebSocket(options.url(token));
    socket = next;
    socketToken = token;
    next.onmessage = (event) => receive(event.data);
    // An error is always followed by a close, which decides what happens next.
    next.onerror = () => undefined;
    next.onclose = (event) => closed(next, event.code);
  }

  function receive(data: unknown): void {
    const frame = parseFrame(data);
    if (!frame) return;
    if (frame.type === 'hello') greeted(frame.user_id);
    else if (frame.type === 'pong') answered(frame.nonce);
    for (const listener of frameListeners) listener(frame);
  }

  function greeted(userId: string): void {
    const reconnected = state.wasConnected;
    setState({ status: 'CONNECTED', attempts: 0, exhausted: false, wasConnected: true, userId });
    stopPing();
    pingTimer = timers.setInterval(heartbeat, REALTIME_PING_INTERVAL_MS);
    ping();
    for (const listener of connectedListeners) listener({ reconnected });
  }

  function answered(value: unknown): void {
    if (typeof value !== 'number') return;
    const sentAt = pings.get(value);
    if (sentAt === undefined) return;
    pings.delete(value);
    setState({ latencyMs: Math.max(0, timers.now() - sentAt) });
  }

  // A ping still unanswered a whole interval later means the connection died silently (a
  // sleeping laptop, a dropped NAT entry): the browser may not notice for minutes.
  function heartbeat(): void {
    const limit = timers.now() - REALTIME_PING_INTERVAL_MS;
    if ([...pings.values()].some((sentAt) => sentAt <= limit)) {
      const dead = socket;
      if (dead) {
        detach(dead);
        dead.close(NO_PONG_CODE, 'No pong');
        closed(dead, NO_PONG_CODE);
      }
      return;
    }
    ping();
  }

  function ping(): boolean {
    nonce += 1;
    const sent = send({ type: 'ping', nonce });
    if (sent) pings.set(nonce, timers.now());
    return sent;
  }

  function closed(which: SocketLike, code: number): void {
    if (which !== socket) return;
    detach(which);
    socket = null;
    stopPing();
    if (!running) return;
    // Every branch below announces the new state; a dead link's round trip is no longer known.
    state = { ...state, latencyMs: null };
    if (code === CLOSE_CODES.unauthorized) void renewToken();
    else if (!reconnectsAfterClose(code)) setState({ status: 'DISCONNECTED' });
    else scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = reconnectDelay(state.attempts + 1);
    if (delay === undefined) {
      setState({ status: 'ERROR', exhausted: true });
      return;
    }
    setState({ status: 'ERROR', attempts: state.attempts + 1 });
    reconnectTimer = timers.setTimeout(open, delay);
  }

  /** Connects again at once, spending an attempt so a refused token cannot loop forever. */
  function reconnectNow(): void {
    if (reconnectDelay(state.attempts + 1) === undefined) {
      setState({ status: 'ERROR', exhausted: true });
      return;
    }
    setState({ attempts: state.attempts + 1 });
    open();
  }

  // 4401: the token was refused. Another tab may have refreshed already (the store is shared);
  // otherwise refresh through the API client, which ends the session if that is refused too.
  async function renewToken(): Promise<void> {
    setState({ status: 'ERROR' });
    const current = options.getToken();
    if (current && current !== socketToken) {
      reconnectNow();
      return;
    }
    try {
      await options.refreshToken();
    } catch {
      if (running && !socket) scheduleReconnect();
      return;
    }
    if (running && !socket) reconnectNow();
  }

  function onFocus(): void {
    if (state.status !== 'ERROR' || state.exhausted || socket) return;
    if (reconnectTimer !== null) open();
  }

  // Back online after the attempts ran out: a fresh round, as a manual retry would.
  function onOnline(): void {
    if (state.exhausted) client.retry();
  }

  function send(frame: ClientFrame): boolean {
    if (!socket || state.status !== 'CONNECTED') return false;
    try {
      socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  const client = {
    /** Opens the connection (after sign-in); does nothing while already started. */
    start(): void {
      if (running) return;
      running = true;
      setState({ ...INITIAL_STATE });
      events?.addEventListener('focus', onFocus);
      events?.addEventListener('online', onOnline);
      open();
    },

    /** Closes the connection with 1000 (sign-out) and forgets its state. */
    stop(): void {
      if (!running) return;
      running = false;
      events?.removeEventListener('focus', onFocus);
      events?.removeEventListener('online', onOnline);
      clearReconnect();
      stopPing();
      const current = socket;
      socket = null;
      if (current) {
        detach(current);
        current.close(CLOSE_CODES.normal, 'Signed out');
      }
      setState({ ...INITIAL_STATE });
    },

    /** Starts a fresh round of attempts (the indicator's Retry). */
    retry(): void {
      if (!running) return;
      setState({ attempts: 0, exhausted: false });
      if (!socket) open();
    },

    /** Sends a frame; false when not connected (the caller re-sends on the next connect). */
    send,

    /** Sends a ping now; its pong updates latencyMs. */
    ping,

    /** Hands the server a refreshed access token for this socket. */
    authenticate(token: string): void {
      if (send({ type: 'auth', token })) socketToken = token;
    },

    getState: (): SocketState => state,

    /** Listens to every frame the server sends; returns the unsubscribe function. */
    subscribe(listener: (frame: ServerFrame) => void): () => void {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },

    /** Listens to state changes; returns the unsubscribe function. */
    subscribeState(listener: (state: SocketState) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },

    /** Called on every successful (re)connection, after the server's hello. */
    onConnected(listener: (connection: Connection) => void): () => void {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
  };
  return client;
}

/** What createSocketClient returns. */
export type SocketClient = ReturnType<typeof createSocketClient>;
