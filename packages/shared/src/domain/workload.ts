import { isTaskDone } from './task-enums.ts';

/** Workload levels of a team member, lightest first (docs/PRODUCT.md, Workload). */
export const WORKLOAD_LEVELS = ['low', 'normal', 'high', 'overloaded'] as const;

/** A member's workload level. */
export type WorkloadLevel = (typeof WORKLOAD_LEVELS)[number];

/** Upper bounds (inclusive) of each level as a multiple of the team average. */
export const WORKLOAD_LOW_MAX_RATIO = 0.7;
/** Up to this multiple of the average a member is normal. */
export const WORKLOAD_NORMAL_MAX_RATIO = 1.3;
/** Up to this multiple of the average a member is high; above it, overloaded. */
export const WORKLOAD_HIGH_MAX_RATIO = 1.8;
/** A high member above this multiple of the average is also a bottleneck. */
export const WORKLOAD_BOTTLENECK_RATIO = 1.5;

/** One member's workload as the team panel shows it. */
export type MemberWorkload = {
  memberId: string;
  taskCount: number;
  /** taskCount divided by the team average; 0 when the team has no tasks. */
  ratio: number;
  level: WorkloadLevel;
  bottleneck: boolean;
};

/** The level of a member with `taskCount` tasks in a team averaging `average` tasks each. */
export function workloadLevel(taskCount: number, average: number): WorkloadLevel {
  if (taskCount <= 0 || average <= 0) return 'low';
  const ratio = taskCount / average;
  if (ratio <= WORKLOAD_LOW_MAX_RATIO) return 'low';
  if (ratio <= WORKLOAD_NORMAL_MAX_RATIO) return 'normal';
  if (ratio <= WORKLOAD_HIGH_MAX_RATIO) return 'high';
  return 'overloaded';
}

/** Whether a member is a bottleneck: overloaded, or high with more than 1.5x the average. */
export function isBottleneck(taskCount: number, average: number): boolean {
  const level = workloadLevel(taskCount, average);
  if (level === 'overloaded') return true;
  return level === 'high' && taskCount > WORKLOAD_BOTTLENECK_RATIO * average;
}

/**
 * Workload of every member. The average runs over all given members, including those with no
 * tasks, because an idle member is part of the team the load should be spread across.
 */
export function teamWorkload(
  members: readonly { memberId: string; taskCount: number }[],
): MemberWorkload[] {
  const total = members.reduce((sum, m) => sum + m.taskCount, 0);
  const average = members.length === 0 ? 0 : total / members.length;
  return members.map(({ memberId, taskCount }) => ({
    memberId,
    taskCount,
    ratio: average > 0 ? taskCount / average : 0,
    level: workloadLevel(taskCount, average),
    bottleneck: isBottleneck(taskCount, average),
  }));
}

/**
 * Open (not done) tasks per member, every member present even with 0. Finished work is not load,
 * so done tasks are left out; tasks assigned to non-members are ignored.
 */
export function openTaskCounts(
  memberIds: readonly string[],
  tasks: readonly { assignee_id?: string | null; status: string }[],
): { memberId: string; taskCount: number }[] {
  const counts = new Map(memberIds.map((id) => [id, 0]));
  for (const task of tasks) {
    const id = task.assignee_id;
    if (id == null || isTaskDone(task.status)) continue;
    const current = counts.get(id);
    if (current !== undefined) counts.set(id, current + 1);
  }
  return memberIds.map((memberId) => ({ memberId, taskCount: counts.get(memberId) ?? 0 }));
}
