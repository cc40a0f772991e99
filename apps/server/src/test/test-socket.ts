import WebSocket from 'ws';
import type {
  ServerFrame,
  ServerFrameOf,
  ServerFrameType,
} from '@crewline/shared/realtime/server-frames';
import type { TestApp } from './test-app.ts';

/** A socket client for tests: collects frames and waits for the ones a test expects. */
export type TestSocket = {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Resolves with the oldest not yet taken frame of `type`, or rejects after `ms`. */
  next<T extends ServerFrameType>(type: T, ms?: number): Promise<ServerFrameOf<T>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(frame: unknown): void;
  close(): void;
};

/** Makes the test app listen on a loopback port once and returns its socket URL base. */
async function listen(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const bound = t.app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `ws://127.0.0.1:${bound.port}`;
}

/** Opens the realtime socket with a token (or none), optionally with an Origin header. */
export async function openSocket(
  t: TestApp,
  token: string | undefined,
  options: { origin?: string } = {},
): Promise<TestSocket> {
  const base = await listen(t);
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(`${base}/api/notifications/ws${query}`, {
    headers: options.origin ? { origin: options.origin } : {},
  });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => {});
  const consumed = new Set<number>();
  return {
    ws,
    frames,
    closed,
    next(type, ms = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = frames.findIndex((frame, i) => !consumed.has(i) && frame.type === type);
          if (index === -1) return false;
          consumed.add(index);
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(frames[index] as ServerFrameOf<typeof type>);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(
            new Error(
              `no ${type} frame within ${ms} ms; got ${frames.map((f) => f.type).join(', ')}`,
            ),
          );
        }, ms);
        if (!check()) waiters.add(check as () => void);
      });
    },
    send(frame) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    close() {
      ws.close(1000);
    },
  };
}

/** Opens a socket and waits for its hello. */
export async function connect(t: TestApp, token: string): Promise<TestSocket> {
  const socket = await openSocket(t, token);
  await socket.next('hello');
  return socket;
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
