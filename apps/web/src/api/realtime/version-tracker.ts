/**
 * The last `tasks_version` seen per project. Every task write bumps it by one, so an event that
 * arrives more than one above the last seen means an event in between never reached us.
 */
export function createVersionTracker() {
  const last = new Map<string, number>();
  return {
    /** Records a project's version; true when it jumped past one we never saw. */
    jumped(projectId: string, version: number): boolean {
      const previous = last.get(projectId);
      if (previous === undefined || version > previous) last.set(projectId, version);
      return previous !== undefined && version > previous + 1;
    },
    /** Forgets a project (deleted, or the user left it). */
    forget(projectId: string): void {
      last.delete(projectId);
    },
    /** Forgets everything: after a reconnect every list is read again anyway. */
    clear(): void {
      last.clear();
    },
  };
}

/** What createVersionTracker returns. */
export type VersionTracker = ReturnType<typeof createVersionTracker>;
