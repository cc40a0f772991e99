/**
 * At most `slots` tasks run at once; the others wait their turn in order. With `maxWaiting`,
 * one more than that is refused at once (the caller answers 503 with Retry-After) instead of
 * piling up work in memory.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting = Infinity,
  ) {}

  /** How many run and how many wait now (tests, diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `task` in a free slot, waiting for one if needed. When `maxWaiting` already wait,
   * throws `onFull()` at once.
   */
  async run<T>(task: () => Promise<T>, onFull?: () => Error): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) {
        throw onFull?.() ?? new Error('The waiting line is full.');
      }
      // The slot is handed over by the finishing task, so `running` never drops in between
      // and a task arriving meanwhile cannot take it ahead of the waiting ones.
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
