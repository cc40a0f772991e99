import type { SchedulePreviewJson, ScheduleMoveJson } from '@crewline/shared/contracts/schedule';
import type { RescheduleResult, ScheduleMove } from '@crewline/shared/roadmaps/reschedule';
import type { GraphMilestone, GraphTask, ScheduleGraph } from './schedule-queries.ts';
import { canMoveMilestone, canMoveTask } from './schedule-policy.ts';

/** A move with the entity it moves and whether the caller may read and make it. */
export type ResolvedMove = ScheduleMove & {
  entity: { title: string; projectId: string };
  readable: boolean;
  canEdit: boolean;
};

/** Pairs each move with its task or milestone and the caller's rights on it. */
export function resolveMoves(graph: ScheduleGraph, plan: RescheduleResult): ResolvedMove[] {
  const taskById = new Map<string, GraphTask>(graph.tasks.map((task) => [task.id, task]));
  const milestoneById = new Map<string, GraphMilestone>(graph.milestones.map((m) => [m.id, m]));
  return plan.moves.map((move) => {
    if (move.kind === 'task') {
      const task = taskById.get(move.id)!;
      return {
        ...move,
        entity: { title: task.title, projectId: task.projectId },
        readable: task.role !== null,
        canEdit: canMoveTask(task.role),
      };
    }
    const milestone = milestoneById.get(move.id)!;
    return {
      ...move,
      entity: { title: milestone.name, projectId: milestone.projectId },
      readable: milestone.role !== null,
      canEdit: canMoveMilestone(milestone.role),
    };
  });
}

/**
 * The API shape of a preview (or of an applied change): moves the caller can read in detail,
 * the others only counted, and the links left violated.
 */
export function presentPlan(moves: ResolvedMove[], plan: RescheduleResult): SchedulePreviewJson {
  const shown: ScheduleMoveJson[] = moves
    .filter((move) => move.readable)
    .map((move) => ({
      kind: move.kind,
      id: move.id,
      title: move.entity.title,
      project_id: move.entity.projectId,
      from: { start_date: move.from.start_day, due_date: move.from.due_day },
      to: { start_date: move.to.start_day, due_date: move.to.due_day },
      can_edit: move.canEdit,
    }));
  return {
    moves: shown,
    hidden_moves: moves.length - shown.length,
    violations: plan.violations.map((link) => ({
      blocker_task_id: link.blocker_id,
      blocked_task_id: link.blocked_id,
    })),
  };
}

/** "2 tasks you cannot see", "1 milestone you cannot see". */
function unseen(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'} you cannot see`;
}

/**
 * The 403 text when a change would move what the caller may not change, or null when they may
 * make every move: the ones they can read by title, the others counted.
 */
export function forbiddenMovesMessage(moves: ResolvedMove[]): string | null {
  const refused = moves.filter((move) => !move.canEdit);
  if (refused.length === 0) return null;
  const parts = refused
    .filter((move) => move.readable)
    .map((move) => `${move.kind === 'task' ? 'task' : 'milestone'} "${move.entity.title}"`);
  const hiddenTasks = refused.filter((m) => !m.readable && m.kind === 'task').length;
  const hiddenMilestones = refused.filter((m) => !m.readable && m.kind === 'milestone').length;
  if (hiddenTasks > 0) parts.push(unseen(hiddenTasks, 'task'));
  if (hiddenMilestones > 0) parts.push(unseen(hiddenMilestones, 'milestone'));
  return `This change would move what you may not edit: ${parts.join(', ')}`;
}
