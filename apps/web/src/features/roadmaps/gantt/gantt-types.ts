import type { DaySpan } from './gantt-layout.ts';

/** A row of a Gantt chart: a task or a milestone over its days. */
export type GanttBar = {
  id: string;
  kind: 'task' | 'milestone';
  title: string;
  span: DaySpan;
  /** On the critical path: no slack between it and the schedule's end. */
  critical: boolean;
  done: boolean;
  /** Whether the viewer may move it (tasks they may edit). */
  movable: boolean;
  /** Days it may slip without moving the end; null where it is not computed. */
  slackDays: number | null;
};

/** A finish-to-start link: `to` may not start before the day after `from` ends. */
export type GanttLink = { from: string; to: string; violated: boolean };
