import {
  CACHE_TTL_DASHBOARD_MS,
  CACHE_TTL_DEFAULT_MS,
  CACHE_TTL_PROJECTS_MS,
} from '@crewline/shared/limits';

/** How long a GET response for this path stays fresh (doc 1 §9). */
export function cacheTtlFor(path: string): number {
  if (path.includes('/dashboard') || path.includes('/stats')) return CACHE_TTL_DASHBOARD_MS;
  if (path.includes('/projects') && !path.includes('/members')) return CACHE_TTL_PROJECTS_MS;
  return CACHE_TTL_DEFAULT_MS;
}

// Projects, tasks and users are interlinked (task counts on project cards, members on projects,
// assignees on tasks) and the dashboard and stats are derived from them, so a write to any of
// them makes all of these stale at once.
const RELATED_SEGMENTS = ['/projects', '/users', '/tasks', '/dashboard', '/stats'];
const WRITE_TRIGGERS = ['/projects', '/users', '/tasks'];

type Entry = { value: unknown; expiresAt: number };

/** The client's GET response cache with per-path lifetimes. */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  /** The fresh cached value for a path, or undefined. */
  get(path: string): unknown {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(path);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a GET response under its path with the path's lifetime. */
  set(path: string, value: unknown): void {
    this.entries.set(path, { value, expiresAt: this.now() + cacheTtlFor(path) });
  }

  /** Drops what a write to this path makes stale. */
  invalidateForWrite(path: string): void {
    const base = path.split('?')[0] ?? path;
    const related = WRITE_TRIGGERS.some((segment) => path.includes(segment));
    for (const key of [...this.entries.keys()]) {
      const sameResource = key.startsWith(base);
      const relatedResource = related && RELATED_SEGMENTS.some((segment) => key.includes(segment));
      if (sameResource || relatedResource) this.entries.delete(key);
    }
  }

  /** Removes expired entries; returns how many were removed. */
  sweep(): number {
    const now = this.now();
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  /** Forgets everything (sign-in, sign-out). */
  clear(): void {
    this.entries.clear();
  }

  /** How many entries are held, fresh or not. */
  get size(): number {
    return this.entries.size;
  }
}
