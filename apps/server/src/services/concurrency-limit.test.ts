import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.ts';

/** A task that runs until `finish` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const full = () => new Error('full');

describe('ConcurrencyLimit', () => {
  it('runs at most `slots` at once, lets `maxWaiting` wait and refuses the next at once', async () => {
    const queue = new ConcurrencyLimit(2, 1);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }, full),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(async () => 'late', full)).rejects.toThrow('full');

    gates[0]!.finish();
    expect(await runs[0]).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The freed slot went to the waiting task, so two still run.
    expect(started).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 2, waiting: 0 });
    gates[1]!.finish();
    gates[2]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that failed', async () => {
    const queue = new ConcurrencyLimit(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')), full)).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next', full)).toBe('next');
  });

  it('lets any number wait without maxWaiting, and starts them in order', async () => {
    const limit = new ConcurrencyLimit(1);
    const first = gate();
    const started: number[] = [];
    const runs = [0, 1, 2, 3].map((i) =>
      limit.run(async () => {
        started.push(i);
        if (i === 0) await first.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(limit.load).toEqual({ running: 1, waiting: 3 });
    first.finish();
    // A task arriving later waits behind the others.
    const late = limit.run(async () => {
      started.push(4);
      return 4;
    });
    expect(await Promise.all([...runs, late])).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });
});
