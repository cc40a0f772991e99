/**
 * A small in-process cache of serialized response bodies, bounded by total size. Entries are
 * keyed by a version read from the database on every request, so a stale entry is never served:
 * any process may cache, and a write in another process simply changes the key.
 */
export type BodyCache = {
  get(key: string): string | undefined;
  set(key: string, body: string): void;
};

/** Builds a cache holding at most `maxBytes` of bodies (oldest-used entries go first). */
export function createBodyCache(maxBytes: number): BodyCache {
  const entries = new Map<string, string>();
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
      if (body.length > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        entries.delete(key);
        bytes -= old.length;
      }
      entries.set(key, body);
      bytes += body.length;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= oldest.length;
      }
    },
  };
}
