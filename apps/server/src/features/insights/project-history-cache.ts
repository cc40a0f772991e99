import { sql } from 'drizzle-orm';
import {
  prepareHistory,
  type TaskHistoryField,
  type TaskHistoryRow,
} from '@crewline/shared/insights/task-replay';
import type { Db } from '../../db/client.ts';
import { createBodyCache } from '../../services/body-cache.ts';

/**
 * A project's task history as this process last read it: the rows in replay order (`at`, then
 * `seq`), how many there are and the highest `seq` among them. Never changed once built: a
 * request replaying it keeps its array while a later one builds the next from it.
 */
type KeptHistory = {
  rows: readonly TaskHistoryRow[];
  maxSeq: number;
  /** Every string of the rows, once: task ids and values repeat in row after row. */
  strings: Map<string, string>;
  bytes: number;
};

/** A row as the statements below answer it: the instant in epoch milliseconds, `seq` as a number. */
type ReadRow = {
  taskId: string;
  field: TaskHistoryField;
  from: string | null;
  to: string | null;
  at: number;
  seq: number;
};

// What a kept row costs besides its strings: the object, its instant, a slot of the array and
// of the replay's prepared instants and task slots.
const ROW_BYTES = 110;

/** Reads project histories through a cache of the rows already read; see `load`. */
export type ProjectHistoryCache = {
  /**
   * The project's whole task history, in the order the replay applies it, exactly as one read
   * of the table would give it now (see `loadProjectHistory`). Rows already read in this process
   * are not read again: one statement counts the kept rows still there and reads only the rows
   * with a higher `seq`.
   */
  load(db: Db, projectId: string): Promise<readonly TaskHistoryRow[]>;
};

/**
 * Keeps decoded histories of recently charted projects, at most `maxBytes` of them (least
 * recently used go first). Decoding a large project's rows was most of a chart's cost (50,000
 * rows: ~150 ms of node-postgres row parsing and garbage collection per request), while a
 * change adds a row or a few.
 *
 * Why reading only the rows above the highest kept `seq` is exact, whichever process wrote: the
 * history is append-only (rows are never updated or deleted; a deleted project takes all of
 * them, and its charts 404), and `recordTaskHistory`, the one writer, locks the project's insight
 * version before its rows draw their `seq`, so a project's rows draw them in commit order: once
 * a snapshot holds a row, it holds every row of that project with a lower `seq`. (Without that
 * lock a transaction that drew its `seq` first could commit after one that drew a higher one,
 * and be missed; counting the kept rows to catch that cost a scan of the whole project.) The
 * read is an index-only scan of the project's entries in `task_history_replay_idx` filtered on
 * `seq`, returning only the new rows. They are appended when they all come after the last kept
 * instant (the usual case: a change is written at its process's now); a new row at or before it
 * (another process's clock behind ours, or two writes in one millisecond, where sub-millisecond
 * instants could order them unlike `seq`) is rare enough to read everything again, not merge.
 */
export function createProjectHistoryCache(maxBytes: number): ProjectHistoryCache {
  const kept = createBodyCache<KeptHistory>(maxBytes, (history) => history.bytes);

  /** Keeps `history` unless the cache already holds a newer read (more rows: a later snapshot). */
  const keep = (projectId: string, history: KeptHistory) => {
    const current = kept.get(projectId);
    if (current && current.rows.length > history.rows.length) return;
    kept.set(projectId, history);
  };

  const readAll = async (db: Db, projectId: string) => {
    const result = await db.execute(sql`
      select task_id as "taskId", field, from_value as "from", to_value as "to",
        date_part('epoch', at) * 1000 as "at", seq::float8 as "seq"
      from task_history where project_id = ${projectId}
      order by task_history.at, task_history.seq
    `);
    const history = extend(
      { rows: [], maxSeq: 0, strings: new Map(), bytes: 0 },
      result.rows as ReadRow[],
    );
    keep(projectId, history);
    return history.rows;
  };

  return {
    async load(db, projectId) {
      const known = kept.get(projectId);
      if (!known) return readAll(db, projectId);
      const result = await db.execute(sql`
        select task_id as "taskId", field, from_value as "from", to_value as "to",
          date_part('epoch', at) * 1000 as "at", seq::float8 as "seq"
        from task_history where project_id = ${projectId} and seq > ${known.maxSeq}
        order by task_history.at, task_history.seq
      `);
      const added = result.rows as ReadRow[];
      if (added.length === 0) return known.rows;
      const last = known.rows.at(-1);
      if (last && added[0]!.at <= (last.at as number)) return readAll(db, projectId);
      const history = extend(known, added);
      keep(projectId, history);
      return history.rows;
    },
  };
}

/** `history` with `added` (later rows, in replay order) appended, as a new history. */
function extend(history: KeptHistory, added: readonly ReadRow[]): KeptHistory {
  const { strings } = history;
  let bytes = history.bytes + added.length * ROW_BYTES;
  const intern = (value: string | null): string | null => {
    if (value === null) return null;
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    bytes += 2 * value.length + 64;
    return value;
  };
  const rows = history.rows.slice();
  let maxSeq = history.maxSeq;
  for (const row of added) {
    rows.push({
      taskId: intern(row.taskId)!,
      field: intern(row.field) as TaskHistoryField,
      from: intern(row.from),
      to: intern(row.to),
      at: row.at,
    });
    if (row.seq > maxSeq) maxSeq = row.seq;
  }
  // The replay reads instants and task slots once per history, not once per chart.
  prepareHistory(rows, history.rows);
  return { rows, maxSeq, strings, bytes };
}
