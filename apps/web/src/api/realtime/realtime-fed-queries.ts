import type { Query } from '@tanstack/react-query';
import { chatKeys } from '../chat/query-keys.ts';
import { commentKeys } from '../comments/query-keys.ts';
import { fileKeys } from '../files/query-keys.ts';
import { insightKeys } from '../insights/query-keys.ts';
import { myInvitationsKey } from '../invitations/query-keys.ts';
import { notificationKeys } from '../notifications/query-keys.ts';
import { presenceKey } from '../presence/query-keys.ts';
import { projectKeys } from '../projects/query-keys.ts';
import { resourceKeys } from '../resources/query-keys.ts';
import { roadmapKeys } from '../roadmaps/query-keys.ts';
import { sprintKeys } from '../sprints/query-keys.ts';
import { scheduleKeys } from '../schedule/query-keys.ts';
import { scheduledMessageKeys } from '../scheduled-messages/query-keys.ts';
import { taskKeys } from '../tasks/query-keys.ts';
import { teamKey } from '../team/query-keys.ts';
import { timeEntryKeys } from '../time-entries/query-keys.ts';

// Everything socket events keep current (a project's invitations live under projects).
const FED_ROOTS = new Set<unknown>([
  taskKeys.all[0],
  projectKeys.all[0],
  myInvitationsKey[0],
  presenceKey[0],
  commentKeys.all[0],
  chatKeys.all[0],
  notificationKeys.all[0],
  timeEntryKeys.all[0],
  resourceKeys.project('')[0],
  fileKeys.all[0],
  scheduledMessageKeys.all[0],
  teamKey[0],
  insightKeys.all[0],
  sprintKeys.all[0],
  roadmapKeys.all[0],
  scheduleKeys.all[0],
]);

/** Whether the socket's frames keep this query current. */
export function isRealtimeFed(query: Query): boolean {
  return FED_ROOTS.has(query.queryKey[0]);
}
