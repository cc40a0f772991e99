import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from '../notifications/query-keys.ts';
import { scheduleKeys } from '../schedule/query-keys.ts';
import { readAgainAfterReadsInFlight } from './read-again-after.ts';
import { refetchRealtimeFed } from './refetch-realtime-fed.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A query on screen whose reads the test answers one by one. */
function watched(client: QueryClient, queryKey: readonly unknown[]) {
  const answers: ((value: number) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { answers, unsubscribe, observer };
}

describe('refetchRealtimeFed (on every connection)', () => {
  it('reads again what the socket feeds, loaded or on its way, and nothing else', async () => {
    const client = new QueryClient();
    const loaded = watched(client, notificationKeys.list());
    loaded.answers[0]!(1);
    await settle();
    const inFlight = watched(client, ['tasks', 'project', 'p1']);
    const unfed = watched(client, ['not-fed-by-the-socket']);
    unfed.answers[0]!(1);
    // Read ahead of the page that shows it (the Gantt's timeline beside its project).
    const ahead: ((value: number) => void)[] = [];
    void client.prefetchQuery({
      queryKey: scheduleKeys.timeline('p1'),
      queryFn: () => new Promise<number>((resolve) => ahead.push(resolve)),
    });

    void refetchRealtimeFed(client);
    await settle();
    expect(loaded.answers).toHaveLength(2);
    expect(unfed.answers).toHaveLength(1);

    // The board and the timeline were asked before the socket was in its rooms: their answers
    // may predate an event it never got, so each is followed by another read once it ends.
    expect(inFlight.answers).toHaveLength(1);
    inFlight.answers[0]!(1);
    ahead[0]!(1);
    await settle();
    expect(inFlight.answers).toHaveLength(2);
    // Not on screen: stale, so it is read again as soon as its page shows it.
    expect(client.getQueryState(scheduleKeys.timeline('p1'))?.isInvalidated).toBe(true);
    for (const query of [loaded, inFlight, unfed]) query.unsubscribe();
  });
});

describe('readAgainAfterReadsInFlight (on every frame)', () => {
  it('follows a socket-fed read on its way with one more, however many frames come meanwhile', async () => {
    const client = new QueryClient();
    const board = watched(client, ['tasks', 'project', 'p1']);
    board.answers[0]!(1);
    await settle();
    const list = watched(client, notificationKeys.list());
    const unfed = watched(client, ['not-fed-by-the-socket']);
    void board.observer.refetch();
    await settle();
    expect(board.answers).toHaveLength(2);

    readAgainAfterReadsInFlight(client);
    readAgainAfterReadsInFlight(client);
    list.answers[0]!(1);
    board.answers[1]!(2);
    unfed.answers[0]!(1);
    await settle();
    expect(list.answers).toHaveLength(2);
    expect(board.answers).toHaveLength(3);
    expect(unfed.answers).toHaveLength(1);

    // The follow-ups end with nothing more to do.
    list.answers[1]!(2);
    board.answers[2]!(3);
    await settle();
    expect(list.answers).toHaveLength(2);
    expect(board.answers).toHaveLength(3);
    for (const query of [board, list, unfed]) query.unsubscribe();
  });
});
