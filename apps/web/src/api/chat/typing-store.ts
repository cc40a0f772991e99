/** Someone stops showing as typing this long after their last "is typing". */
export const TYPING_TIMEOUT_MS = 3_000;

type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const NOBODY: readonly string[] = Object.freeze([]);

/**
 * Who is typing in which thread, from typing_indicator frames: a user shows until their false,
 * their next message, or 3 s without a new true.
 */
export function createTypingStore(timers: Timers = browserTimers) {
  const typing = new Map<string, Map<string, unknown>>();
  const snapshots = new Map<string, readonly string[]>();
  const listeners = new Set<() => void>();

  function changed(threadId: string) {
    const users = typing.get(threadId);
    snapshots.set(threadId, users?.size ? Object.freeze([...users.keys()]) : NOBODY);
    for (const listener of listeners) listener();
  }

  function stop(threadId: string, userId: string) {
    const users = typing.get(threadId);
    if (!users?.has(userId)) return;
    timers.clear(users.get(userId));
    users.delete(userId);
    if (users.size === 0) typing.delete(threadId);
    changed(threadId);
  }

  return {
    /** Applies one typing_indicator. */
    set(threadId: string, userId: string, isTyping: boolean): void {
      if (!isTyping) return stop(threadId, userId);
      const users = typing.get(threadId) ?? new Map<string, unknown>();
      typing.set(threadId, users);
      const wasTyping = users.has(userId);
      if (wasTyping) timers.clear(users.get(userId));
      users.set(
        userId,
        timers.set(() => stop(threadId, userId), TYPING_TIMEOUT_MS),
      );
      if (!wasTyping) changed(threadId);
    },
    /** The user sent a message: they are no longer typing. */
    stop,
    /** The ids of those typing in a thread (the same array until it changes). */
    typingIn(threadId: string): readonly string[] {
      return snapshots.get(threadId) ?? NOBODY;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear(): void {
      for (const users of typing.values())
        for (const handle of users.values()) timers.clear(handle);
      const threads = [...typing.keys()];
      typing.clear();
      for (const threadId of threads) changed(threadId);
    },
  };
}

export type TypingStore = ReturnType<typeof createTypingStore>;

/** The app's typing store, fed by the socket. */
export const typingStore = createTypingStore();
