import { ERROR_CODES } from '@crewline/shared/contracts/errors';
import type { LightMyRequestResponse } from 'fastify';
import { describe, type SentRequest } from './send-request.ts';

/** One distinct failure: where, what the server said, and the smallest request that caused it. */
export type Finding = {
  key: string;
  count: number;
  example: string;
  size: number;
  error: string;
  /** The operations it happened on (one fault behind many routes is one finding). */
  ops: Set<string>;
};

/** Where an error was thrown: the function and file of its first stack frame in our code. */
function origin(error: string): string {
  const frame = error
    .split('\n')
    .find(
      (line) => /^\s+at /.test(line) && line.includes('/src/') && !line.includes('node_modules'),
    );
  const match = frame ? /at (?:(\S+) \()?.*\/src\/([^:]+):\d+/.exec(frame) : null;
  return match ? ` @ ${match[1] ? `${match[1]} ` : ''}(${match[2]})` : '';
}

/** The same fault with other ids, numbers or names in its message counts once. */
export function signature(message: string): string {
  return (message.split('\n')[0] ?? '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d+/g, '<n>')
    .replace(/"[^"]{20,}"/g, '"…"')
    .slice(0, 200);
}

/**
 * A response the fuzzer must never get: any 5xx, except the 503s a feature answers on purpose
 * (busy or not configured, with a code of their own and not the generic server error).
 */
export function isServerFault(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 500) return false;
  if (res.statusCode !== 503) return true;
  try {
    return (res.json<{ error?: string }>().error ?? ERROR_CODES.internal) === ERROR_CODES.internal;
  } catch {
    return true;
  }
}

/** Distinct findings, and the counts the run prints at the end. */
export class FuzzLedger {
  readonly findings = new Map<string, Finding>();
  readonly counts = {
    total: 0,
    byStatus: new Map<string, number>(),
    byArea: new Map<string, number>(),
    byBody: new Map<string, number>(),
    byCaller: new Map<string, number>(),
  };
  /** Operations that answered 2xx at least once: how deep the run got. */
  readonly succeeded = new Set<string>();

  count(op: string, status: number | 'hung' | 'thrown', body: string, caller: string): void {
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    this.counts.total += 1;
    bump(
      this.counts.byStatus,
      typeof status === 'number' ? `${Math.floor(status / 100)}xx` : status,
    );
    bump(this.counts.byArea, `${op.split(' ')[0]} /${op.split('/')[2] ?? ''}`);
    bump(this.counts.byBody, body);
    bump(this.counts.byCaller, caller);
    if (typeof status === 'number' && status < 300) this.succeeded.add(op);
  }

  /** Records a failure; keeps the smallest request seen for each distinct one. */
  record(what: string, error: string, sent?: SentRequest, op?: string): Finding {
    const key = `${what} :: ${signature(error)}${origin(error)}`;
    const size = sent ? sent.url.length + (sent.payload ? Buffer.byteLength(sent.payload) : 0) : 0;
    const existing = this.findings.get(key);
    if (existing) {
      existing.count += 1;
      if (op && existing.ops.size < 30) existing.ops.add(op);
      if (sent && size < existing.size) {
        existing.example = describe(sent);
        existing.size = size;
      }
      return existing;
    }
    const finding = {
      key,
      ops: new Set(op ? [op] : []),
      count: 1,
      example: sent ? describe(sent) : '',
      size,
      error: error.slice(0, 2_000),
    };
    this.findings.set(key, finding);
    return finding;
  }

  report(): string {
    return [...this.findings.values()]
      .map(
        (f) =>
          `- ${f.key} (×${f.count}${f.ops.size > 0 ? ` on ${[...f.ops].join(', ')}` : ''})\n    ${f.example}\n    error: ${f.error.split('\n').slice(0, 4).join('\n           ')}`,
      )
      .join('\n');
  }

  summary(seconds: number): string {
    const table = (map: Map<string, number>) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
    return [
      `requests: ${this.counts.total} in ${seconds.toFixed(0)} s (${Math.round((this.counts.total / seconds) * 60)}/min)`,
      `by status: ${table(this.counts.byStatus)}`,
      `by caller: ${table(this.counts.byCaller)}`,
      `by body: ${table(this.counts.byBody)}`,
      `by area: ${table(this.counts.byArea)}`,
      `operations that answered 2xx at least once: ${this.succeeded.size}`,
    ].join('\n');
  }
}
