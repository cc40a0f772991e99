/** How many requests the latency test sends. */
export const LATENCY_TEST_REQUESTS = 3;

/** The round trips of a latency test, in milliseconds, and their mean. */
type LatencyResult = { times: number[]; average: number };

type MeasureOptions = {
  count?: number;
  now?: () => number;
  /** Called after each answered request with the times so far. */
  onProgress?: (times: number[]) => void;
};

/**
 * Sends `count` requests one after another (never in parallel, so each measures a round trip
 * on an idle connection) and times each. A failed request ends the test with its error.
 */
export async function measureLatency(
  request: () => Promise<unknown>,
  { count = LATENCY_TEST_REQUESTS, now = () => performance.now(), onProgress }: MeasureOptions = {},
): Promise<LatencyResult> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = now();
    await request();
    times.push(now() - started);
    onProgress?.([...times]);
  }
  const average = times.reduce((sum, time) => sum + time, 0) / times.length;
  return { times, average };
}
