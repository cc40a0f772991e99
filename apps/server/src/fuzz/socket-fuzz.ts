import fc from 'fast-check';
import { REALTIME_MAX_FRAME_BYTES } from '@crewline/shared/limits';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import type { TestApp } from '../test/test-app.ts';
import { openSocket, sleep, type TestSocket } from '../test/test-socket.ts';
import type { FuzzWorld } from './fuzz-world.ts';
import { IdRef, hostileValue, anyText, toJsonText, type FuzzValue } from './fuzz-values.ts';
import { idValue } from './schema-arbitrary.ts';
import type { FuzzLedger } from './fuzz-findings.ts';

/** What one step does: send a frame on the open socket, or open a new one with some token. */
export type SocketStep =
  | { send: 'json'; value: FuzzValue }
  | { send: 'text'; text: string }
  | { send: 'binary'; bytes: number[] }
  | { send: 'oversized'; bytes: number }
  | { open: 'member' | 'owner' | 'outsider' | 'tampered' | string; origin?: string };

const validFrame: fc.Arbitrary<FuzzValue> = fc.oneof(
  fc.record(
    { type: fc.constant('ping'), nonce: fc.oneof(fc.string({ maxLength: 70 }), fc.double()) },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    type: fc.constant('auth'),
    token: fc.oneof(fc.constantFrom('<member>', '<owner>', '<outsider>'), anyText),
  }),
  fc.record({
    type: fc.constantFrom('join_project', 'leave_project'),
    projectId: idValue('projects'),
  }),
  fc.record(
    {
      type: fc.constant('presence_update'),
      action: fc.constantFrom('joined', 'heartbeat', 'left'),
      status: fc.oneof(fc.constantFrom('online', 'away', 'busy', 'offline', 'invisible'), anyText),
    },
    { requiredKeys: ['type', 'action'] },
  ),
  fc.record({
    type: fc.constant('typing'),
    thread_id: idValue('threads'),
    is_typing: fc.boolean(),
  }),
);

/** A frame broken in one field, or any value at all. */
const brokenFrame: fc.Arbitrary<FuzzValue> = fc
  .tuple(
    validFrame,
    fc.constantFrom('type', 'token', 'projectId', 'thread_id', 'action', 'extra'),
    hostileValue,
  )
  .map(([frame, key, value]) => ({ ...(frame as Record<string, FuzzValue>), [key]: value }));

export const socketStep: fc.Arbitrary<SocketStep> = fc.oneof(
  { weight: 6, arbitrary: validFrame.map((value) => ({ send: 'json' as const, value })) },
  { weight: 6, arbitrary: brokenFrame.map((value) => ({ send: 'json' as const, value })) },
  { weight: 2, arbitrary: hostileValue.map((value) => ({ send: 'json' as const, value })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          '',
          '{',
          'null',
          '[]',
          '"ping"',
          '{"type":"ping"',
          '\u0000',
          '\ud800',
          '{"type":"__proto__"}',
        ),
        fc.string(),
      )
      .map((text) => ({ send: 'text' as const, text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.nat({ max: 255 }), { maxLength: 40 })
      .map((bytes) => ({ send: 'binary' as const, bytes })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(REALTIME_MAX_FRAME_BYTES + 1, REALTIME_MAX_FRAME_BYTES * 4)
      .map((bytes) => ({ send: 'oversized' as const, bytes })),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        open: fc.oneof(
          fc.constantFrom('member', 'owner', 'outsider', 'tampered', '', 'a.b.c'),
          anyText,
        ),
        origin: fc.constantFrom('http://evil.example', 'null', 'http://localhost:80'),
      },
      { requiredKeys: ['open'] },
    ),
  },
);

// Ways a socket may end that are answers, not faults: normal, going away, policy (flooding,
// too many sockets), too big, and a refused or ended session.
const ACCEPTED_CLOSES = new Set<number>([
  CLOSE_CODES.normal,
  CLOSE_CODES.goingAway,
  CLOSE_CODES.policyViolation,
  CLOSE_CODES.tooBig,
  CLOSE_CODES.unauthorized,
]);

/** A close code by name, so findings with different codes stay apart (numbers are masked). */
function closeName(code: number): string {
  const known = Object.entries(CLOSE_CODES).find(([, value]) => value === code)?.[0];
  return (
    known ??
    `code-${String(code)
      .split('')
      .map((d) => 'abcdefghij'[Number(d)])
      .join('')}`
  );
}

/** What the handler answers when a frame made the server fail (its socket "500"). */
const FRAME_FAULT = 'The frame could not be handled';

/**
 * Sends socket steps one at a time, each followed by a ping that must come back (or the socket
 * must close with an accepted code). Paced under the 50 frames a second flood limit.
 */
export class SocketFuzzer {
  private socket: TestSocket | undefined;
  private nonce = 0;
  steps = 0;

  constructor(
    private readonly t: TestApp,
    private readonly world: FuzzWorld,
    private readonly ledger: FuzzLedger,
  ) {}

  private token(open: string): string {
    if (open === 'member' || open === 'owner' || open === 'outsider') return this.world.token(open);
    if (open === 'tampered') return `${this.world.token('member').slice(0, -3)}abc`;
    // A lone surrogate cannot go in a URL at all (the client's encoder throws): U+FFFD instead.
    return open.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
  }

  private async ensureOpen(): Promise<TestSocket> {
    if (this.socket && this.socket.ws.readyState === this.socket.ws.OPEN) return this.socket;
    for (let attempt = 0; ; attempt += 1) {
      const socket = await openSocket(this.t, this.world.token('member'));
      const opened = await Promise.race([
        socket.next('hello', 5_000).then(
          () => 0,
          () => -1,
        ),
        socket.closed,
      ]);
      if (opened === 0) return (this.socket = socket);
      // An HTTP request ended the member's session (its access token still reads fine until it
      // expires, the socket checks the session): sign in again.
      if (opened !== CLOSE_CODES.unauthorized || attempt > 0) {
        throw new Error(
          `the member's socket ${opened === -1 ? 'sent no hello within 5 s' : `closed with ${closeName(opened)} before its hello`}`,
        );
      }
      await this.world.renew('member');
    }
  }

  /** Runs one step; records a finding when the server faults, hangs or closes wrongly. */
  async step(step: SocketStep): Promise<void> {
    this.steps += 1;
    const what = 'open' in step ? `socket open(${step.open.slice(0, 20)})` : `socket ${step.send}`;
    if ('open' in step) {
      const socket = await openSocket(
        this.t,
        this.token(step.open),
        step.origin ? { origin: step.origin } : {},
      );
      // A refused upgrade (a foreign Origin: 403) ends as 1006 on the client; its status tells.
      let refused = 0;
      socket.ws.on('error', (error) => {
        refused = Number(/Unexpected server response: (\d+)/.exec(error.message)?.[1] ?? 0);
      });
      const closedOrHello = await Promise.race([
        socket.closed.then((code) => ({ code })),
        socket.next('hello', 5_000).then(
          () => ({ hello: true }),
          () => ({ timeout: true }),
        ),
      ]);
      const answered = refused >= 400 && refused < 500;
      if ('code' in closedOrHello && !ACCEPTED_CLOSES.has(closedOrHello.code) && !answered) {
        this.ledger.record(
          what,
          `closed with ${closeName(closedOrHello.code)} (upgrade answered ${refused || 'nothing'})`,
        );
      }
      if ('timeout' in closedOrHello)
        this.ledger.record(what, 'neither hello nor close within 5 s');
      socket.ws.terminate();
      return;
    }
    let socket: TestSocket;
    try {
      socket = await this.ensureOpen();
    } catch (error) {
      this.ledger.record('socket open(member)', String(error));
      return;
    }
    const before = socket.frames.length;
    const id = (ref: IdRef) => this.world.resolve(ref);
    if (step.send === 'json') {
      const text = toJsonText(step.value, id)
        .replace('"<member>"', JSON.stringify(this.world.token('member')))
        .replace('"<owner>"', JSON.stringify(this.world.token('owner')))
        .replace('"<outsider>"', JSON.stringify(this.world.token('outsider')));
      socket.ws.send(text);
    } else if (step.send === 'text') socket.ws.send(step.text);
    else if (step.send === 'binary') socket.ws.send(Buffer.from(step.bytes));
    else socket.ws.send('x'.repeat(step.bytes));
    const nonce = `fuzz-${++this.nonce}`;
    if (socket.ws.readyState === socket.ws.OPEN) socket.send({ type: 'ping', nonce });
    const answer = await Promise.race([
      socket.closed.then((code) => ({ code })),
      waitForPong(socket, nonce, 5_000),
    ]);
    const fault = socket.frames
      .slice(before)
      .find((f) => f.type === 'error' && 'message' in f && f.message === FRAME_FAULT);
    if (fault) this.ledger.record(what, FRAME_FAULT);
    if ('code' in answer && !ACCEPTED_CLOSES.has(answer.code))
      this.ledger.record(what, `closed with ${closeName(answer.code)}`);
    if ('timeout' in answer) this.ledger.record(what, 'no pong within 5 s and not closed');
    socket.frames.splice(0);
    // Pace: two frames a step, under the flood limit.
    await sleep(45);
  }

  close(): void {
    this.socket?.ws.terminate();
  }
}

function waitForPong(
  socket: TestSocket,
  nonce: string,
  ms: number,
): Promise<{ pong: true } | { timeout: true }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (socket.frames.some((f) => f.type === 'pong' && 'nonce' in f && f.nonce === nonce))
        return resolve({ pong: true });
      if (Date.now() - started > ms) return resolve({ timeout: true });
      setTimeout(check, 5);
    };
    check();
  });
}
