import type { JobRunObserver } from '../http/metrics.ts';

type Log = { warn(object: object, message: string): void };

/** A job that runs on its timer, and whenever kicked. */
export type PeriodicJob = {
  /** Looks for work now (a commit here or in another process made some). */
  kick(): void;
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
};

/**
 * Runs `work` `firstDelayMs` after start (default: at once), then `intervalMs` after each run
 * ends, and on every kick. One run at a time: a kick during a run asks for another right after
 * it. `work` may resolve to the wait before the next run (0 when it stopped with work left, or
 * a computed wake-up); nothing means `intervalMs`. A failed run is logged and tried again after
 * `intervalMs`. `shouldStop` turns true once `stop()` is called: a long run ends early.
 */
export function startPeriodicJob(options: {
  /** For the log ("<name>: run failed"). */
  name: string;
  intervalMs: number;
  firstDelayMs?: number;
  log: Log;
  /** Counts the runs and failures (for /metrics). */
  runs?: JobRunObserver;
  work: (shouldStop: () => boolean) => Promise<number | undefined>;
}): PeriodicJob {
  const { name, intervalMs, log, runs, work } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const shouldStop = () => stopped;

  const arm = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let delay = intervalMs;
      try {
        delay = (await work(shouldStop)) ?? intervalMs;
        runs?.('ok');
      } catch (error) {
        // A run cut short by shutdown is no failure.
        if (!stopped) {
          log.warn({ err: error }, `${name}: run failed`);
          runs?.('failed');
        }
      }
      running = undefined;
      if (again) {
        again = false;
        delay = 0;
      }
      arm(delay);
    })();
  }

  arm(options.firstDelayMs ?? 0);
  return {
    kick() {
      if (!stopped) run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
