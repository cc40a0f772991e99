import { describe, expect, it, vi } from 'vitest';
import { REALTIME_MAX_BUFFERED_BYTES } from '@crewline/shared/limits';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import { redactUrl } from '../http/request-log.ts';
import { MAX_PAYLOAD_BYTES, packEnvelopes, unpackEnvelopes } from './bus.ts';
import { ConnectionRegistry, pingOrReap, sendText, type Connection } from './connections.ts';
import { checkSessions } from './session-watch.ts';
import { originAllowed } from './socket-route.ts';
import type { Db } from '../db/client.ts';
import type { Envelope } from './envelopes.ts';

describe('envelopes on the bus', () => {
  it('packs envelopes into payloads that fit a NOTIFY and reads them back in order', () => {
    const envelopes: Envelope[] = Array.from({ length: 500 }, (_, i) => ({
      t: 'task_updated',
      p: '00000000-0000-4000-8000-000000000000',
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    }));
    const payloads = packEnvelopes(envelopes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap(unpackEnvelopes)).toEqual(envelopes);
  });

  it('ignores a payload that is not ours', () => {
    expect(unpackEnvelopes('not json')).toEqual([]);
    expect(unpackEnvelopes('{"t":"x"}')).toEqual([]);
    expect(unpackEnvelopes('[1,null,{"no":"type"}]')).toEqual([]);
  });
});

describe('logging', () => {
  it('never writes the socket token into a log line', () => {
    expect(redactUrl('/api/notifications/ws?token=eyJhbGci.x.y')).toBe(
      '/api/notifications/ws?token=[Redacted]',
    );
    expect(redactUrl('/a?x=1&access_token=abc&y=2')).toBe('/a?x=1&access_token=[Redacted]&y=2');
    expect(redactUrl('/api/projects')).toBe('/api/projects');
  });
});

describe('slow consumers', () => {
  function fakeConnection(bufferedAmount: number) {
    const socket = {
      OPEN: 1,
      CLOSING: 2,
      CLOSED: 3,
      readyState: 1,
      bufferedAmount,
      send: vi.fn(),
      close: vi.fn(),
      terminate: vi.fn(),
    };
    return { connection: { socket } as unknown as Connection, socket };
  }

  it('closes a socket whose unsent buffer passed 1 MB with 1013', () => {
    const { connection, socket } = fakeConnection(REALTIME_MAX_BUFFERED_BYTES + 1);
    sendText(connection, '{}');
    expect(socket.close).toHaveBeenCalledWith(CLOSE_CODES.tryAgainLater, expect.any(String));
  });

  it('keeps a socket that reads', () => {
    const { connection, socket } = fakeConnection(1_000);
    sendText(connection, '{}');
    expect(socket.send).toHaveBeenCalledWith('{}');
    expect(socket.close).not.toHaveBeenCalled();
  });
});

describe('session checks', () => {
  function connectionOf(sessionId: string, expiresAt: number) {
    const socket = {
      OPEN: 1,
      CLOSING: 2,
      CLOSED: 3,
      readyState: 1,
      close: vi.fn(),
      terminate: vi.fn(),
    };
    const connection = {
      id: sessionId,
      userId: 'u',
      sessionId,
      expiresAt,
      socket,
      projects: new Map(),
    } as unknown as Connection;
    return { connection, socket };
  }

  it('closes expired and ended sessions, never a socket that opened while it asked', async () => {
    const registry = new ConnectionRegistry();
    const now = new Date('2026-01-01T00:00:00Z');
    const later = now.getTime() / 1000 + 600;
    const live = connectionOf('live', later);
    const ended = connectionOf('ended', later);
    const expired = connectionOf('live', now.getTime() / 1000 - 1);
    const newcomer = connectionOf('new', later);
    for (const c of [live, ended, expired]) registry.add(c.connection);
    let answer: (rows: { familyId: string }[]) => void = () => {};
    const db = {
      selectDistinct: () => ({
        from: () => ({ where: () => new Promise((resolve) => (answer = resolve)) }),
      }),
    } as unknown as Db;
    const checking = checkSessions(db, registry, now);
    registry.add(newcomer.connection);
    answer([{ familyId: 'live' }]);
    await checking;
    expect(live.socket.close).not.toHaveBeenCalled();
    expect(ended.socket.close).toHaveBeenCalledWith(CLOSE_CODES.unauthorized, 'Session ended');
    expect(expired.socket.close).toHaveBeenCalledWith(CLOSE_CODES.unauthorized, 'Token expired');
    expect(newcomer.socket.close).not.toHaveBeenCalled();
  });
});

describe('which origins may open a socket', () => {
  const unset = { appOrigin: 'http://localhost:3000', appOriginSet: false };
  const set = { appOrigin: 'https://crew.example.com', appOriginSet: true };

  it('lets clients without Origin through (they still need a token)', () => {
    expect(originAllowed(undefined, 'crew.example.com', set)).toBe(true);
  });

  it('with APP_ORIGIN set, accepts only that origin', () => {
    expect(originAllowed('https://crew.example.com', 'crew.example.com', set)).toBe(true);
    expect(originAllowed('https://evil.example', 'crew.example.com', set)).toBe(false);
    // Same host as the request, but not the configured origin.
    expect(originAllowed('http://10.0.0.5:3000', '10.0.0.5:3000', set)).toBe(false);
  });

  it('without it, accepts the page’s own host only (localhost, 127.0.0.1 or a LAN name)', () => {
    expect(originAllowed('http://127.0.0.1:3000', '127.0.0.1:3000', unset)).toBe(true);
    expect(originAllowed('http://localhost:3000', 'anything', unset)).toBe(true);
    expect(originAllowed('https://evil.example', '127.0.0.1:3000', unset)).toBe(false);
    expect(originAllowed('http://127.0.0.1:4000', '127.0.0.1:3000', unset)).toBe(false);
    expect(originAllowed('null', '127.0.0.1:3000', unset)).toBe(false);
  });
});

describe('dead sockets', () => {
  it('pings live sockets and cuts one that did not answer the previous ping', () => {
    const registry = new ConnectionRegistry();
    const socket = { ping: vi.fn(), terminate: vi.fn() };
    const connection = {
      id: 'c',
      userId: 'u',
      socket,
      alive: true,
      projects: new Map(),
    } as unknown as Connection;
    registry.add(connection);
    pingOrReap(registry);
    expect(socket.ping).toHaveBeenCalledTimes(1);
    expect(socket.terminate).not.toHaveBeenCalled();
    // A pong sets `alive` again (socket-route.ts); without one the next round cuts it.
    pingOrReap(registry);
    expect(socket.terminate).toHaveBeenCalledTimes(1);
  });
});
