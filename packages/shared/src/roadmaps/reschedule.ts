import type { CalendarDay } from '../domain/calendar-day.ts';
import {
  adjacencyOf,
  dayNumber,
  dayOfNumber,
  spanOf,
  type ScheduleLink,
  type ScheduleTask,
  type SpanNumbers,
} from './schedule-graph.ts';

export type { ScheduleLink, ScheduleTask };

/** `auto` pushes dependents later; `manual` moves only the changed task and reports violations. */
export type SchedulingMode = 'auto' | 'manual';

/** A milestone's days and the tasks linked to it. */
export type ScheduleMilestone = {
  id: string;
  start_day: CalendarDay;
  due_day: CalendarDay;
  task_ids: readonly string[];
};

/** The new days asked for one task (start ≤ due, checked by the caller). */
export type ScheduleChange = { task_id: string; start_day: CalendarDay; due_day: CalendarDay };

/** Days of a task or milestone; a task's start is null when it has only a due day. */
export type DayRange = { start_day: CalendarDay | null; due_day: CalendarDay | null };

/** One task or milestone whose days change. */
export type ScheduleMove = { kind: 'task' | 'milestone'; id: string; from: DayRange; to: DayRange };

/** What a change does: the moves (the changed task first) and the links left violated. */
export type RescheduleResult = { moves: ScheduleMove[]; violations: ScheduleLink[] };

/** Everything `reschedule` reads. */
export type RescheduleInput = {
  tasks: readonly ScheduleTask[];
  links: readonly ScheduleLink[];
  milestones: readonly ScheduleMilestone[];
  change: ScheduleChange;
  mode: SchedulingMode;
  /** Tasks that keep their days whatever happens (dependents in a manual-mode project). */
  pinned?: ReadonlySet<string>;
};

/**
 * Applies a change of one task's days and, in automatic mode, pushes every task downstream of it
 * so it starts no earlier than the day after each of its blockers is due: each keeps its
 * duration, and is only ever moved later. Tasks are visited in topological order (Kahn's
 * algorithm over the changed task's descendants), so the cost is linear in tasks and links.
 * A task without a due day is not scheduled: it neither moves nor passes a push on. A milestone
 * moves, both ends by the same number of days, when a moved task linked to it is now due after
 * it. In manual mode (and for pinned tasks) nothing else moves; violated links are reported.
 */
export function reschedule(input: RescheduleInput): RescheduleResult {
  const { tasks, links, milestones, change, mode } = input;
  const pinned = input.pinned ?? new Set<string>();
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const spans = new Map<string, SpanNumbers>();
  for (const task of tasks) {
    const span = spanOf(task);
    if (span) spans.set(task.id, span);
  }
  const { blocks, blockedBy } = adjacencyOf(links);
  const changed = { start: dayNumber(change.start_day), due: dayNumber(change.due_day) };
  const next = new Map<string, SpanNumbers>([[change.task_id, changed]]);

  if (mode === 'auto') pushDependents(change.task_id, { spans, next, blocks, blockedBy, pinned });

  const moves: ScheduleMove[] = [];
  const newDue = new Map<string, number>();
  // The changed task first, then the others in the order they were settled (topological).
  for (const [id, to] of next) {
    const task = byId.get(id);
    // Only the changed task can be in `next` unmoved: asked for the days it already has.
    const unchanged = task?.start_day === change.start_day && task.due_day === change.due_day;
    if (id === change.task_id && unchanged) continue;
    newDue.set(id, to.due);
    moves.push({
      kind: 'task',
      id,
      from: { start_day: task?.start_day ?? null, due_day: task?.due_day ?? null },
      // A pushed task that had only a due day stays a due-only task; the changed one gets both.
      to: {
        start_day: id === change.task_id || task?.start_day ? dayOfNumber(to.start) : null,
        due_day: dayOfNumber(to.due),
      },
    });
  }
  if (mode === 'auto') moves.push(...milestoneMoves(milestones, newDue));

  const current = (id: string) => next.get(id) ?? spans.get(id);
  const violations = links.filter((link) => {
    const blocker = current(link.blocker_id);
    const blocked = current(link.blocked_id);
    return blocker !== undefined && blocked !== undefined && blocked.start <= blocker.due;
  });
  return { moves, violations };
}

type PushState = {
  spans: ReadonlyMap<string, SpanNumbers>;
  next: Map<string, SpanNumbers>;
  blocks: ReadonlyMap<string, readonly string[]>;
  blockedBy: ReadonlyMap<string, readonly string[]>;
  pinned: ReadonlySet<string>;
};

/** Settles the changed task's scheduled descendants in topological order, writing `next`. */
function pushDependents(root: string, state: PushState): void {
  const { spans, blocks } = state;
  // The descendants reachable through scheduled tasks only, and how many of their blockers
  // among them are still to be settled.
  const waiting = new Map<string, number>();
  const stack = [root];
  const seen = new Set([root]);
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const blocked of blocks.get(id) ?? []) {
      if (!spans.has(blocked)) continue;
      waiting.set(blocked, (waiting.get(blocked) ?? 0) + 1);
      if (!seen.has(blocked)) {
        seen.add(blocked);
        stack.push(blocked);
      }
    }
  }
  waiting.delete(root);
  const queue = [root];
  for (let head = 0; head < queue.length; head += 1) {
    const id = queue[head]!;
    if (id !== root) settle(id, state);
    for (const blocked of blocks.get(id) ?? []) {
      const left = waiting.get(blocked);
      if (left === undefined) continue;
      if (left > 1) waiting.set(blocked, left - 1);
      else {
        waiting.delete(blocked);
        queue.push(blocked);
      }
    }
  }
  // Tasks still waiting sit on a cycle (links refuse them, so only on damaged data): they stay.
}

/** Moves one task, whose blockers are all settled, to the day after the latest of their dues. */
function settle(id: string, state: PushState): void {
  const { spans, next, blockedBy, pinned } = state;
  if (pinned.has(id)) return;
  const span = spans.get(id)!;
  let earliest = span.start;
  for (const blocker of blockedBy.get(id) ?? []) {
    const due = (next.get(blocker) ?? spans.get(blocker))?.due;
    if (due !== undefined && due + 1 > earliest) earliest = due + 1;
  }
  if (earliest === span.start) return;
  next.set(id, { start: earliest, due: span.due + (earliest - span.start) });
}

/** Milestones a moved task is now due after, each shifted by the largest overrun. */
function milestoneMoves(
  milestones: readonly ScheduleMilestone[],
  newDue: ReadonlyMap<string, number>,
): ScheduleMove[] {
  const moves: ScheduleMove[] = [];
  for (const milestone of milestones) {
    const due = dayNumber(milestone.due_day);
    let shift = 0;
    for (const taskId of milestone.task_ids) {
      const taskDue = newDue.get(taskId);
      if (taskDue !== undefined && taskDue - due > shift) shift = taskDue - due;
    }
    if (shift === 0) continue;
    moves.push({
      kind: 'milestone',
      id: milestone.id,
      from: { start_day: milestone.start_day, due_day: milestone.due_day },
      to: {
        start_day: dayOfNumber(dayNumber(milestone.start_day) + shift),
        due_day: dayOfNumber(due + shift),
      },
    });
  }
  return moves;
}
