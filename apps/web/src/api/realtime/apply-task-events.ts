import type { QueryClient } from '@tanstack/react-query';
import type {
  TaskCreatedFrame,
  TaskDeletedFrame,
  TaskUpdatedFrame,
} from '@crewline/shared/realtime/server-frames';
import { chatKeys } from '../chat/query-keys.ts';
import { insightKeys } from '../insights/query-keys.ts';
import { roadmapKeys } from '../roadmaps/query-keys.ts';
import { scheduleKeys } from '../schedule/query-keys.ts';
import { projectKeys } from '../projects/query-keys.ts';
import { taskKeys } from '../tasks/query-keys.ts';
import { teamKey } from '../team/query-keys.ts';
import { findCachedTask, removeTask, writeTask } from '../tasks/task-cache.ts';
import type { Task } from '../tasks/types.ts';
import { noteTasksVersion } from './note-tasks-version.ts';
import { hasPendingWrite } from './pending-writes.ts';
import type { RealtimeCache } from './realtime-cache.ts';

type TaskFrame = TaskCreatedFrame | TaskUpdatedFrame | TaskDeletedFrame;

function inCachedList(client: QueryClient, id: string): boolean {
  return client
    .getQueriesData<Task[]>({ queryKey: taskKeys.lists() })
    .some(([, list]) => list?.some((task) => task.id === id));
}

// A frame and the reply of the same write race each other; an older copy never wins.
function writeIfNewer(client: QueryClient, task: Task): void {
  const cached = findCachedTask(client, task.id);
  if (cached && Date.parse(cached.updated_at) > Date.parse(task.updated_at)) return;
  writeTask(client, task);
}

/**
 * task_created / task_updated / task_deleted: the task goes into (or out of) every cached list
 * at once. A version jump means an event was missed, so the project's lists are read again.
 * Cards (progress), the project's figures, members' task counts and the team page's open tasks
 * and workload follow by invalidation.
 */
export function applyTaskEvent(cache: RealtimeCache, frame: TaskFrame): void {
  const { queryClient } = cache;
  if (frame.type === 'task_deleted') {
    cache.release(frame.task_id);
    // Our own deletes take the task out of the lists before their request is even sent.
    if (inCachedList(queryClient, frame.task_id)) cache.deletions.mark(frame.task_id);
    removeTask(queryClient, frame.task_id);
  } else if (hasPendingWrite(queryClient, frame.task.id)) {
    cache.hold(frame, (held) => writeIfNewer(queryClient, held.task));
  } else {
    writeIfNewer(queryClient, frame.task);
  }
  noteTasksVersion(cache, frame);
  cache.invalidate(projectKeys.list());
  cache.invalidate(projectKeys.detail(frame.projectId), true);
  cache.invalidate(projectKeys.members(frame.projectId));
  cache.invalidate(teamKey);
  // Every chart of the project replays its task history, so any task change may move them.
  cache.invalidate(insightKeys.project(frame.projectId));
  cache.invalidate(insightKeys.overview());
  // A task's status or milestone moves its milestone's progress, and so every roadmap holding it.
  cache.invalidate(roadmapKeys.all);
  // A task's days or links move its project's Gantt (and a linked project's, across projects).
  cache.invalidate(scheduleKeys.all);
  // A task made from a message puts a "View task" chip on it in every open conversation; a
  // deleted task takes its chip away (the frame no longer says which message it came from).
  if (frame.type === 'task_deleted' || frame.task.created_from_message_id) {
    cache.invalidate(chatKeys.allMessageTasks());
  }
}
