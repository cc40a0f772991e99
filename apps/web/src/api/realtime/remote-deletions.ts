/**
 * Tasks deleted by someone else while this tab showed them, so an open detail or edit dialog
 * can say so instead of showing stale data or closing without a word.
 */
export function createDeletionLog() {
  const ids = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    mark(id: string): void {
      if (ids.has(id)) return;
      ids.add(id);
      for (const listener of listeners) listener();
    },
    has: (id: string): boolean => ids.has(id),
    /** Listens to new marks; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What createDeletionLog returns. */
export type DeletionLog = ReturnType<typeof createDeletionLog>;

/** The app's log, fed by the task event applier. */
export const remoteDeletions = createDeletionLog();
