type Log = { warn(object: object, message: string): void };

/** A job that runs on its timer and whenever kicked. */
export type KickedJob = {
  /** Looks for work now (a commit here or in another process made some). */
  kick(): void;
  /** Stops the timer and waits for a run in progress (before the database closes). */
  stop(): Promise<void>;
};

/**
 * Runs `work` at once, on every kick, and every `intervalMs` as a safety net (a kick lost with a
 * bus connection). One run at a time: a kick during a run asks for another right after it.
 * `work` returns true when it stopped with work left (its batch was full): the next run follows
 * at once. A failed run is logged and tried again on the timer.
 */
export function startKickedJob(options: {
  name: string;
  intervalMs: number;
  log: Log;
  work: (shouldStop: () => boolean) => Promise<boolean>;
}): KickedJob {
  const { name, intervalMs, log, work } = options;
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
        if (await work(shouldStop)) delay = 0;
      } catch (error) {
        if (!stopped) log.warn({ err: error }, `${name}: run failed`);
      }
      running = undefined;
      if (again) {
        again = false;
        delay = 0;
      }
      arm(delay);
    })();
  }

  arm(0);
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
