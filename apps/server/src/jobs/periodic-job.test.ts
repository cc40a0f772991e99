import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

const log = { warn: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  log.warn.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run the test finishes by hand. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

describe('startPeriodicJob', () => {
  it('runs at start, then intervalMs after each run', async () => {
    const work = vi.fn(async () => undefined);
    const job = startPeriodicJob({ name: 'job', intervalMs: 1_000, log, work });
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('runs the first time firstDelayMs after start', async () => {
    const work = vi.fn(async () => undefined);
    const job = startPeriodicJob({
      name: 'job',
      intervalMs: 1_000,
      firstDelayMs: 1_000,
      log,
      work,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('waits what the run returned before the next one', async () => {
    const delays = [0, 300];
    const work = vi.fn(async () => delays.shift());
    const job = startPeriodicJob({ name: 'job', intervalMs: 1_000, log, work });
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
    // A delay of 0 is Node's shortest timer, 1 ms.
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(work).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it('logs a failed run and tries again after intervalMs', async () => {
    const work = vi.fn(async (): Promise<number | undefined> => {
      throw new Error('down');
    });
    const job = startPeriodicJob({ name: 'job', intervalMs: 1_000, log, work });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'job: run failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('runs once more right after a run that was kicked meanwhile, and never two at once', async () => {
    const runs: ReturnType<typeof gate>[] = [];
    let active = 0;
    let most = 0;
    const work = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      const run = gate();
      runs.push(run);
      await run.done;
      active -= 1;
      return undefined;
    });
    const job = startPeriodicJob({ name: 'job', intervalMs: 60_000, log, work });
    await vi.advanceTimersByTimeAsync(0);
    job.kick();
    job.kick();
    runs[0]!.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(2);
    runs[1]!.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await job.stop();
  });

  it('stops: shouldStop turns true, stop waits for the run, and no run follows', async () => {
    const run = gate();
    let stopSeen = false;
    const work = vi.fn(async (shouldStop: () => boolean) => {
      await run.done;
      stopSeen = shouldStop();
      return 0;
    });
    const job = startPeriodicJob({ name: 'job', intervalMs: 1_000, log, work });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    run.open();
    await stopping;
    expect(stopSeen).toBe(true);
    job.kick();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('tells its observer of each run, and of each failure apart', async () => {
    const runs = vi.fn();
    let fail = false;
    const work = vi.fn(async () => {
      if (fail) throw new Error('broken');
      return undefined;
    });
    const job = startPeriodicJob({ name: 'job', intervalMs: 1_000, log, runs, work });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.mock.calls).toEqual([['ok']]);
    fail = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.mock.calls).toEqual([['ok'], ['failed']]);
    await job.stop();
  });
});
