/**
 * At most `slots` tasks run at once and at most `maxWaiting` wait; one more is refused at once
 * (the caller answers 503 with Retry-After) instead of piling up recordings in memory.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  /** How many run and how many wait now (tests, diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `task` in a free slot, waiting for one if needed; `onFull` decides what is thrown. */
  async run<T>(task: () => Promise<T>, onFull: () => Error): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw onFull();
      // The slot is handed over by the finishing task, so `running` never drops in between.
      await new Promise<void>((go) => this.waiting.push(go));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
