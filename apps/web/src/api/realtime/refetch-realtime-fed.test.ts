import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from '../notifications/query-keys.ts';
import { refetchRealtimeFed } from './refetch-realtime-fed.ts';

/** A query on screen whose reads the test answers one by one. */
function watched(client: QueryClient, queryKey: readonly unknown[]) {
  const answers: ((value: number) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { answers, unsubscribe };
}

describe('refetchRealtimeFed', () => {
  it('reads again what the socket feeds, loaded or still on its way, and nothing else', async () => {
    const client = new QueryClient();
    const loaded = watched(client, notificationKeys.list());
    loaded.answers[0]!(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const inFlight = watched(client, ['tasks', 'project', 'p1']);
    const unfed = watched(client, ['not-fed-by-the-socket']);
    unfed.answers[0]!(1);

    void refetchRealtimeFed(client);
    await new Promise((resolve) => setTimeout(resolve, 0));

    // The loaded notifications are read again; the board read that was still on its way when
    // the socket joined its rooms is started again (it may predate an event); the rest is left.
    expect(loaded.answers).toHaveLength(2);
    expect(inFlight.answers).toHaveLength(2);
    expect(unfed.answers).toHaveLength(1);
    for (const query of [loaded, inFlight, unfed]) query.unsubscribe();
  });
});
