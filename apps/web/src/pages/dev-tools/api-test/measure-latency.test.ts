import { describe, expect, it, vi } from 'vitest';
import { LATENCY_TEST_REQUESTS, measureLatency } from './measure-latency.ts';

describe('measureLatency', () => {
  it('times three sequential requests and averages them', async () => {
    const clock = [0, 10, 100, 130, 200, 220];
    const now = vi.fn(() => clock.shift() ?? 0);
    let inFlight = 0;
    let maxInFlight = 0;
    const request = vi.fn(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      inFlight -= 1;
    });
    const progress: number[][] = [];
    const result = await measureLatency(request, { now, onProgress: (t) => progress.push(t) });
    expect(request).toHaveBeenCalledTimes(LATENCY_TEST_REQUESTS);
    expect(maxInFlight).toBe(1);
    expect(result).toEqual({ times: [10, 30, 20], average: 20 });
    expect(progress).toEqual([[10], [10, 30], [10, 30, 20]]);
  });

  it('stops at the first failed request', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('down'));
    await expect(measureLatency(request)).rejects.toThrow('down');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
