import type { ServerFrame } from '@crewline/shared/realtime/server-frames';
import type { EventSource, SocketLike } from './socket-client.ts';

/** Test double of a browser WebSocket: records what is sent and lets a test play the server. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  /** The socket opened last. */
  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  /** The server accepts the socket and greets it. */
  accept(userId = 'user-1'): void {
    this.fire(this.onopen, {});
    this.receive({ type: 'hello', protocol: 1, user_id: userId });
  }

  receive(frame: ServerFrame | Record<string, unknown>): void {
    this.fire(this.onmessage, { data: JSON.stringify(frame) });
  }

  /** The server (or the network) closes the socket. */
  serverClose(code: number): void {
    this.fire(this.onclose, { code });
  }

  /** A network failure: error, then close 1006, as browsers report it. */
  fail(): void {
    this.fire(this.onerror, {});
    this.fire(this.onclose, { code: 1006 });
  }

  // Handlers are typed for DOM events; the client reads only the fields given here.
  private fire(handler: unknown, event: object): void {
    (handler as ((event: object) => void) | null)?.(event);
  }

  /** The frames of one type sent so far. */
  sentOf(type: string): Record<string, unknown>[] {
    return this.sent.filter(
      (frame): frame is Record<string, unknown> => (frame as { type?: string }).type === type,
    );
  }
}

/** A window stand-in whose events a test fires by hand. */
export function fakeWindowEvents(): EventSource & { fire(type: string): void } {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    fire(type) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
}
