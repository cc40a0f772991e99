import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { taskDependencies as d } from '../../db/roadmaps-schema.ts';
import { tasks } from '../../db/schema.ts';
import type { TaskLinks } from '../tasks/task-presenter.ts';

// The `blocks` and `blocked_by` lists of the task JSON, read with the tasks themselves so a
// task, a board or an event never costs a query per task. Lists are in link order.

/**
 * SQL: one task's links as JSON text `[blocks, blocked_by]`, each an array of task ids, read by
 * the two indexes of task_dependencies. For a single task or a list across projects.
 */
export function taskLinksColumn(taskId: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`json_build_array(
    coalesce((select json_agg(${d.blockedTaskId} order by ${d.createdAt}, ${d.blockedTaskId}) from ${d} where ${d.blockerTaskId} = ${taskId}), '[]'::json),
    coalesce((select json_agg(${d.blockerTaskId} order by ${d.createdAt}, ${d.blockerTaskId}) from ${d} where ${d.blockedTaskId} = ${taskId}), '[]'::json)
  )::text`;
}

/** Reads what taskLinksColumn produced. */
export function parseTaskLinks(json: string | null | undefined): TaskLinks {
  if (!json) return { blocks: [], blockedBy: [] };
  const [blocks, blockedBy] = JSON.parse(json) as [string[], string[]];
  return { blocks, blockedBy };
}

/**
 * SQL: every link touching a task of the project, as JSON text `[[blocker, blocked], …]` or
 * null: one scalar subquery beside a board's aggregate, so a board of thousands of tasks with
 * no links pays two index lookups per link rather than two per task.
 */
export function projectLinksColumn(projectId: string): SQL<string | null> {
  return sql<
    string | null
  >`(select json_agg(json_build_array(e.blocker, e.blocked) order by e.created_at, e.blocker, e.blocked)::text from (
    select l.blocker_task_id as blocker, l.blocked_task_id as blocked, l.created_at from task_dependencies l join ${tasks} t on t.id = l.blocker_task_id where t.project_id = ${projectId}
    union
    select l.blocker_task_id, l.blocked_task_id, l.created_at from task_dependencies l join ${tasks} t on t.id = l.blocked_task_id where t.project_id = ${projectId}
  ) e)`;
}

/** Reads what projectLinksColumn produced: each linked task's lists. */
export function parseProjectLinks(json: string | null | undefined): Map<string, TaskLinks> {
  const byTask = new Map<string, TaskLinks>();
  if (!json) return byTask;
  const linksOf = (taskId: string) => {
    let links = byTask.get(taskId);
    if (!links) {
      links = { blocks: [], blockedBy: [] };
      byTask.set(taskId, links);
    }
    return links;
  };
  for (const [blocker, blocked] of JSON.parse(json) as [string, string][]) {
    linksOf(blocker).blocks.push(blocked);
    linksOf(blocked).blockedBy.push(blocker);
  }
  return byTask;
}
