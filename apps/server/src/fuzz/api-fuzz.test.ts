import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FuzzWorld } from './fuzz-world.ts';
import { listOperations, type Operation } from './openapi-operations.ts';
import { anyRequest, type FuzzRequest } from './request-arbitrary.ts';
import { materialize, send } from './send-request.ts';
import { FuzzLedger, isServerFault } from './fuzz-findings.ts';
import { SocketFuzzer, socketStep, type SocketStep } from './socket-fuzz.ts';
import { fuzzSettings } from './fuzz-settings.ts';

// The API fuzzer: random and hostile requests to every operation the OpenAPI document lists,
// as signed-out, member, owner, outsider and forged callers, then malformed socket frames.
// It fails on any 5xx, any hang, any crash and heap growth past a bound. `FUZZ_SECONDS` sets how
// long (CI: 120, else 15), `FUZZ_SEED` replays a run; `npm run fuzz -- --minutes 30` runs longer.

const settings = fuzzSettings(process.env);
const httpMs = settings.seconds * 1000 * 0.85;
const socketMs = settings.seconds * 1000 * 0.15;
const REQUEST_TIMEOUT_MS = 20_000;

/** The engine for /api/transcribe: answers at once, so the decoding of fuzzed audio is what runs. */
const fakeEngine = {
  name: 'openai' as const,
  acceptsUndecoded: false,
  transcribe: async () => ({ text: 'fuzz', language: 'en' }),
  close: async () => {},
};

/** Forces a full collection, so heap figures measure what is kept, not what awaits collection. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

let t: TestApp;
let world: FuzzWorld;
let operations: Operation[];
let dataDir: string;
const ledger = new FuzzLedger();
/** The last error the server logged: with the logger off, this is how a 500's cause is seen. */
let lastServerError: unknown;
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-fuzz-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { transcriptionEngine: fakeEngine });
  // Without a logger every request's log is one shared no-op object; catching its errors names
  // the exception behind each 500 in the findings.
  const log = t.app.log as unknown as { error: (...args: unknown[]) => void };
  log.error = (first: unknown) => {
    lastServerError = (first as { err?: unknown })?.err ?? first;
  };
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  operations = listOperations(res.json());
  world = new FuzzWorld(t);
  await world.build();
  process.on('unhandledRejection', onCrash);
  process.on('uncaughtException', onCrash);
  console.log(
    `[fuzz] seed ${settings.seed} · ${settings.seconds} s · ${operations.length} operations · replay with FUZZ_SEED=${settings.seed} (npm run fuzz -- --seed ${settings.seed})`,
  );
}, 120_000);

afterAll(async () => {
  process.off('unhandledRejection', onCrash);
  process.off('uncaughtException', onCrash);
  // A request the server never answered can keep close() waiting: the uploads go regardless.
  await Promise.race([t?.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A property body whose last run can be awaited: at its time limit fast-check stops waiting for
 * the run in flight and returns, but that run goes on. Awaiting it keeps its findings in its own
 * phase's report and stops it overlapping (or being cut by) what comes next.
 */
function awaitable<T>(body: (value: T) => Promise<void>) {
  let current: Promise<void> = Promise.resolve();
  return {
    run: (value: T) => (current = body(value)),
    settled: () => current.catch(() => {}),
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}

/** Sends one generated request; returns a failure text or undefined. */
async function run(req: FuzzRequest): Promise<string | undefined> {
  const op = operations.find((o) => o.key === req.op)!;
  const sent = materialize(req, op.method, op.path, world);
  lastServerError = undefined;
  const outcome = await send(t.app, sent, REQUEST_TIMEOUT_MS);
  const bodyKind =
    req.body.kind === 'json' && req.body.contentType !== 'application/json'
      ? 'json (other type)'
      : req.body.kind;
  if ('hung' in outcome) {
    ledger.count(op.key, 'hung', bodyKind, req.caller);
    return ledger.record(`${op.key} hung`, `no answer within ${REQUEST_TIMEOUT_MS} ms`, sent).key;
  }
  if ('thrown' in outcome) {
    ledger.count(op.key, 'thrown', bodyKind, req.caller);
    return ledger.record(`${op.key} threw`, errorText(outcome.thrown), sent).key;
  }
  const { res } = outcome;
  ledger.count(op.key, res.statusCode, bodyKind, req.caller);
  world.harvest(op.path, res);
  // A signed-in caller refused as signed out: a request revoked its session; sign in again.
  const destructive =
    res.statusCode < 300 &&
    op.method !== 'GET' &&
    (op.method === 'DELETE' || /auth|members|projects\/\{id\}$/.test(op.path));
  if (
    (res.statusCode === 401 && req.caller !== 'anonymous' && req.caller !== 'forged') ||
    destructive
  ) {
    await world.repair(op.key);
  }
  if (!isServerFault(res)) return undefined;
  const cause = lastServerError ? errorText(lastServerError) : res.body;
  return ledger.record(`${res.statusCode}`, cause, sent, op.key).key;
}

describe('API fuzzer', () => {
  it(
    'answers every generated request to every operation without a 5xx, a hang or a crash, in bounded memory',
    async () => {
      const started = Date.now();
      let baseline: number | undefined;
      let lastRepair = Date.now();
      const property = awaitable(async (req: FuzzRequest) => {
        if (Date.now() - lastRepair > 15_000) {
          await world.repair();
          lastRepair = Date.now();
        }
        const failure = await run(req);
        if (baseline === undefined && Date.now() - started > httpMs * 0.1) {
          collectGarbage();
          baseline = process.memoryUsage().heapUsed;
        }
        // Shrinking mode: fail on the first finding so fast-check reduces it to a minimal request.
        if (failure && settings.shrink) throw new Error(failure);
      });
      await fc.assert(fc.asyncProperty(anyRequest(operations), property.run), {
        seed: settings.seed,
        numRuns: Number.MAX_SAFE_INTEGER,
        interruptAfterTimeLimit: httpMs,
        markInterruptAsFailure: false,
      });
      await property.settled();
      collectGarbage();
      const growthMb = (process.memoryUsage().heapUsed - (baseline ?? 0)) / 2 ** 20;
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `[fuzz] HTTP ${ledger.summary(seconds)}\n[fuzz] heap growth after 10% of the run: ${growthMb.toFixed(1)} MB (bound ${settings.heapGrowthMb} MB); world repairs: ${JSON.stringify(world.repairs)}; project rebuilt after: ${JSON.stringify(Object.fromEntries(world.rebuildCauses))}`,
      );
      const report = ledger.report();
      if (report) console.log(`[fuzz] findings (seed ${settings.seed}):\n${report}`);
      expect(crashes.map(errorText), `crashes (seed ${settings.seed})`).toEqual([]);
      expect(report, `findings (seed ${settings.seed})`).toBe('');
      expect(growthMb, 'heap growth (MB) between 10% of the run and its end').toBeLessThan(
        settings.heapGrowthMb,
      );
    },
    settings.seconds * 1000 + 300_000,
  );

  it(
    'answers malformed socket frames with error frames or an orderly close, and keeps serving',
    async () => {
      await world.repair();
      const fuzzer = new SocketFuzzer(t, world, ledger);
      const before = ledger.findings.size;
      const property = awaitable((step: SocketStep) => fuzzer.step(step));
      try {
        await fc.assert(fc.asyncProperty(socketStep, property.run), {
          seed: settings.seed,
          numRuns: Number.MAX_SAFE_INTEGER,
          interruptAfterTimeLimit: socketMs,
          markInterruptAsFailure: false,
        });
      } finally {
        await property.settled();
        fuzzer.close();
      }
      console.log(`[fuzz] socket steps: ${fuzzer.steps}`);
      const health = await t.request({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      const report = [...ledger.findings.values()]
        .slice(before)
        .map((f) => `- ${f.key} (×${f.count})`);
      if (report.length > 0)
        console.log(`[fuzz] socket findings (seed ${settings.seed}):\n${report.join('\n')}`);
      expect(crashes.map(errorText), `crashes (seed ${settings.seed})`).toEqual([]);
      expect(report, `socket findings (seed ${settings.seed})`).toEqual([]);
    },
    settings.seconds * 1000 + 120_000,
  );
});
