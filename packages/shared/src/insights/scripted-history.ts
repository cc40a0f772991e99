import { instantOf } from '../domain/zoned-time.ts';
import type { TaskHistoryField, TaskHistoryRow } from './task-replay.ts';

/**
 * A week of one project's history in Europe/Berlin, shared by the insights tests. Berlin springs
 * forward on Sunday 29 March 2026 (a 23-hour day). Sprint S1 runs Thu 26 March to Wed 1 April
 * and was created before it began. Points by task: A 3, B 5, C 2 then 4, D 1, E 2, F 3, G 2.
 *
 * - A, B, C, D, G are in S1 from 20 March; F is in S2.
 * - A: started 26th 09:00, done 27th 15:00.
 * - B: started 27th 10:00, done 29th 12:00, reopened Mon 30th 00:30 (a naive 24-hour day
 *   would file that under the 29th), done again 31st 16:00.
 * - C: re-estimated 2 -> 4 on the 28th 11:00, started 30th 10:00.
 * - D: deleted on the 30th 14:00.
 * - E: created on the 27th 09:00 straight into S1 with 2 points; done from To Do on the 29th
 *   18:00, never in progress.
 * - F: moved S2 -> S1 on the 29th 10:00; in review on the 31st 11:00.
 * - G: moved S1 -> S2 on the 28th 09:00.
 */
export const BERLIN = 'Europe/Berlin';

/** The instant a Berlin wall-clock reading 'YYYY-MM-DD HH:MM' names. */
export function berlin(local: string): number {
  const [date, time] = local.split(' ') as [string, string];
  return instantOf(date, time, BERLIN).getTime();
}

function row(
  taskId: string,
  field: TaskHistoryField,
  from: string | null,
  to: string | null,
  local: string,
): TaskHistoryRow {
  return { taskId, field, from, to, at: new Date(berlin(local)) };
}

function creation(taskId: string, points: string, sprint: string, local: string) {
  return [
    row(taskId, 'created', null, 'todo', local),
    row(taskId, 'estimate', null, points, local),
    row(taskId, 'sprint', null, sprint, local),
  ];
}

/** The scripted history, in the order the server would send it. */
export const SCRIPTED_ROWS: readonly TaskHistoryRow[] = [
  ...creation('A', '3', 'S1', '2026-03-20 10:00'),
  ...creation('B', '5', 'S1', '2026-03-20 10:00'),
  ...creation('C', '2', 'S1', '2026-03-20 10:00'),
  ...creation('D', '1', 'S1', '2026-03-20 10:00'),
  ...creation('F', '3', 'S2', '2026-03-20 10:00'),
  ...creation('G', '2', 'S1', '2026-03-20 10:00'),
  row('A', 'status', 'todo', 'in_progress', '2026-03-26 09:00'),
  ...creation('E', '2', 'S1', '2026-03-27 09:00'),
  row('B', 'status', 'todo', 'in_progress', '2026-03-27 10:00'),
  row('A', 'status', 'in_progress', 'done', '2026-03-27 15:00'),
  row('G', 'sprint', 'S1', 'S2', '2026-03-28 09:00'),
  row('C', 'estimate', '2', '4', '2026-03-28 11:00'),
  row('F', 'sprint', 'S2', 'S1', '2026-03-29 10:00'),
  row('B', 'status', 'in_progress', 'done', '2026-03-29 12:00'),
  row('E', 'status', 'todo', 'done', '2026-03-29 18:00'),
  row('B', 'status', 'done', 'in_progress', '2026-03-30 00:30'),
  row('C', 'status', 'todo', 'in_progress', '2026-03-30 10:00'),
  row('D', 'deleted', 'todo', null, '2026-03-30 14:00'),
  row('F', 'status', 'todo', 'in_review', '2026-03-31 11:00'),
  row('B', 'status', 'in_progress', 'done', '2026-03-31 16:00'),
];

/** Sprint S1 as the burndown reads it. */
export const SPRINT_S1 = {
  sprintId: 'S1',
  startDay: '2026-03-26',
  endDay: '2026-04-01',
  createdAt: new Date(berlin('2026-03-19 12:00')),
};

/** "Now" for the tests that read the present: Thursday 2 April 2026, noon in Berlin. */
export const NOW = new Date(berlin('2026-04-02 12:00'));
