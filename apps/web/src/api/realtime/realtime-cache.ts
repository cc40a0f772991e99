import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TaskCreatedFrame, TaskUpdatedFrame } from '@crewline/shared/realtime/server-frames';
import { hasPendingWrite } from './pending-writes.ts';
import type { DeletionLog } from './remote-deletions.ts';
import { createVersionTracker, type VersionTracker } from './version-tracker.ts';

/** How long invalidations gather before they run: a burst of events costs one refetch. */
export const INVALIDATE_BATCH_MS = 150;

type TaskFrame = TaskCreatedFrame | TaskUpdatedFrame;

/** What the event appliers share: the query client and the little state events need. */
export type RealtimeCache = {
  queryClient: QueryClient;
  versions: VersionTracker;
  deletions: DeletionLog;
  /** The signed-in user, as the server's hello named them. */
  selfId: () => string | null;
  /** Marks queries stale soon (batched); `exact` leaves the queries under the key alone. */
  invalidate(key: QueryKey, exact?: boolean): void;
  /** Keeps a task frame until this tab's own write to that task settles, then applies it. */
  hold(frame: TaskFrame, apply: (frame: TaskFrame) => void): void;
  /** Drops a held frame (its task was deleted). */
  release(taskId: string): void;
  /** Runs the gathered invalidations now. */
  flush(): void;
  dispose(): void;
};

type Options = { selfId: () => string | null; deletions: DeletionLog; batchMs?: number };

/** Builds the appliers' shared state over a query client. */
export function createRealtimeCache(queryClient: QueryClient, options: Options): RealtimeCache {
  const pending = new Map<string, { key: QueryKey; exact: boolean }>();
  const held = new Map<string, { frame: TaskFrame; apply: (frame: TaskFrame) => void }>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = [...pending.values()];
    pending.clear();
    for (const { key, exact } of batch)
      void queryClient.invalidateQueries({ queryKey: key, exact });
  }

  // A held frame is applied once no write of this tab to its task is in flight any more.
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    for (const [taskId, entry] of held) {
      if (hasPendingWrite(queryClient, taskId)) continue;
      held.delete(taskId);
      entry.apply(entry.frame);
    }
  });

  return {
    queryClient,
    versions: createVersionTracker(),
    deletions: options.deletions,
    selfId: options.selfId,
    invalidate(key, exact = false) {
      pending.set(`${exact ? '=' : '^'}${JSON.stringify(key)}`, { key, exact });
      timer ??= setTimeout(flush, options.batchMs ?? INVALIDATE_BATCH_MS);
    },
    hold(frame, apply) {
      held.set(frame.task.id, { frame, apply });
    },
    release(taskId) {
      held.delete(taskId);
    },
    flush,
    dispose() {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.clear();
      held.clear();
    },
  };
}
