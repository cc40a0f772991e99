/**
 * A small in-process cache of serialized response bodies, bounded by total size. Entries are
 * keyed by a version read from the database on every request, so a stale entry is never served:
 * any process may cache, and a write in another process simply changes the key.
 */
export type BodyCache<T> = {
  get(key: string): T | undefined;
  set(key: string, body: T): void;
};

/** Builds a cache holding at most `maxBytes` of bodies (oldest-used entries go first). */
export function createBodyCache<T>(maxBytes: number, sizeOf: (body: T) => number): BodyCache<T> {
  const entries = new Map<string, T>();
  let bytes = 0;
  return {
    get(key) {
      const body = entries.get(key);
      if (body !== undefined) {
        // Re-insert to mark it as recently used (a Map iterates in insertion order).
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set(key, body) {
      if (sizeOf(body) > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        entries.delete(key);
        bytes -= sizeOf(old);
      }
      entries.set(key, body);
      bytes += sizeOf(body);
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= sizeOf(oldest);
      }
    },
  };
}
