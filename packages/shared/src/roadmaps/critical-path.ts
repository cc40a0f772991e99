import type { CalendarDay } from '../domain/calendar-day.ts';
import {
  adjacencyOf,
  dayNumber,
  spanOf,
  type ScheduleLink,
  type ScheduleTask,
  type SpanNumbers,
} from './schedule-graph.ts';

/** Each scheduled task's slack in days and the critical path (task ids, first to last). */
export type CriticalPathResult = {
  /** The day the schedule must end by; null when nothing is scheduled. */
  end_day: CalendarDay | null;
  slack: Map<string, number>;
  critical_path: string[];
};

/**
 * Slack and critical path of a project's schedule. The schedule ends on the latest milestone's
 * due day, or on the latest task due day when there are no milestones. A task's latest finish is
 * that end, or the day before the latest start of any task it blocks, whichever is earlier; its
 * slack is its latest start minus its start (negative when it already overruns). The critical
 * path is the chain of zero-slack tasks, each due the day before the next starts, that ends on
 * the end day (among several, the one whose last task starts earliest, then the lowest id).
 * Tasks without a due day and links to tasks not given (other projects) are left out.
 */
export function criticalPath(input: {
  tasks: readonly ScheduleTask[];
  links: readonly ScheduleLink[];
  milestone_due_days: readonly CalendarDay[];
}): CriticalPathResult {
  const spans = new Map<string, SpanNumbers>();
  for (const task of input.tasks) {
    const span = spanOf(task);
    if (span) spans.set(task.id, span);
  }
  const slack = new Map<string, number>();
  const endDay = latestEnd(input.milestone_due_days, input.tasks);
  if (endDay === null || spans.size === 0) {
    return { end_day: endDay, slack, critical_path: [] };
  }
  const end = dayNumber(endDay);
  const links = input.links.filter(
    (link) => spans.has(link.blocker_id) && spans.has(link.blocked_id),
  );
  const { blocks, blockedBy } = adjacencyOf(links);

  // Latest starts in reverse topological order: a task is settled once all it blocks are.
  const latestStart = new Map<string, number>();
  const pending = new Map<string, number>();
  const queue: string[] = [];
  for (const id of spans.keys()) {
    const count = blocks.get(id)?.length ?? 0;
    if (count === 0) queue.push(id);
    else pending.set(id, count);
  }
  const settle = (id: string) => {
    const span = spans.get(id)!;
    let latestFinish = end;
    for (const blocked of blocks.get(id) ?? []) {
      const start = latestStart.get(blocked);
      if (start !== undefined && start - 1 < latestFinish) latestFinish = start - 1;
    }
    latestStart.set(id, latestFinish - (span.due - span.start));
  };
  for (let head = 0; head < queue.length; head += 1) {
    const id = queue[head]!;
    settle(id);
    for (const blocker of blockedBy.get(id) ?? []) {
      const left = pending.get(blocker)!;
      if (left > 1) pending.set(blocker, left - 1);
      else {
        pending.delete(blocker);
        queue.push(blocker);
      }
    }
  }
  // A cycle (only on damaged data) leaves tasks pending: they get what their settled successors give.
  for (const id of pending.keys()) settle(id);
  for (const [id, span] of spans) slack.set(id, latestStart.get(id)! - span.start);

  return { end_day: endDay, slack, critical_path: chainTo(end, spans, slack, blockedBy) };
}

/** The latest milestone due day, or else the latest task due day; null when there is neither. */
function latestEnd(
  milestoneDueDays: readonly CalendarDay[],
  tasks: readonly ScheduleTask[],
): CalendarDay | null {
  const days =
    milestoneDueDays.length > 0
      ? milestoneDueDays
      : tasks.flatMap((task) => (task.due_day === null ? [] : [task.due_day]));
  let latest: CalendarDay | null = null;
  for (const day of days) if (latest === null || day > latest) latest = day;
  return latest;
}

/** The zero-slack chain ending on `end`, walked back through blockers due the day before. */
function chainTo(
  end: number,
  spans: ReadonlyMap<string, SpanNumbers>,
  slack: ReadonlyMap<string, number>,
  blockedBy: ReadonlyMap<string, readonly string[]>,
): string[] {
  const tight = (id: string) => slack.get(id) === 0;
  const earliestFirst = (a: string, b: string) =>
    spans.get(a)!.start - spans.get(b)!.start || (a < b ? -1 : a > b ? 1 : 0);
  const last = [...spans.keys()]
    .filter((id) => tight(id) && spans.get(id)!.due === end)
    .sort(earliestFirst)[0];
  if (last === undefined) return [];
  const chain = [last];
  const seen = new Set(chain);
  let current = last;
  for (;;) {
    const start = spans.get(current)!.start;
    const previous = (blockedBy.get(current) ?? [])
      .filter((id) => !seen.has(id) && tight(id) && spans.get(id)!.due === start - 1)
      .sort(earliestFirst)[0];
    if (previous === undefined) break;
    chain.push(previous);
    seen.add(previous);
    current = previous;
  }
  return chain.reverse();
}
