import type {
  InvitationChangedFrame,
  MemberAddedFrame,
  MemberRemovedFrame,
  MemberUpdatedFrame,
} from '@crewline/shared/realtime/server-frames';
import { myInvitationsKey } from '../invitations/query-keys.ts';
import { presenceKey } from '../presence/query-keys.ts';
import { projectKeys } from '../projects/query-keys.ts';
import { taskKeys } from '../tasks/query-keys.ts';
import { teamKey } from '../team/query-keys.ts';
import { dropProject } from './apply-project-events.ts';
import { noteTasksVersion } from './note-tasks-version.ts';
import type { RealtimeCache } from './realtime-cache.ts';

type MemberFrame = MemberAddedFrame | MemberUpdatedFrame | MemberRemovedFrame;

/**
 * member_added / member_updated / member_removed: the team panel and the cards are read again.
 * Removed myself: the project leaves every cache. A change of my own role changes my `can`
 * flags on the project and its tasks, so those are read again too. The team page follows every
 * change of membership or role.
 */
export function applyMemberEvent(cache: RealtimeCache, frame: MemberFrame): void {
  const { projectId } = frame;
  const userId = frame.type === 'member_removed' ? frame.user_id : frame.member.user_id;
  const mine = userId === cache.selfId();
  cache.invalidate(teamKey);
  if (frame.type === 'member_removed' && mine) {
    dropProject(cache, projectId);
    cache.invalidate(projectKeys.list());
    return;
  }
  noteTasksVersion(cache, frame);
  cache.invalidate(projectKeys.members(projectId));
  cache.invalidate(projectKeys.list());
  cache.invalidate(projectKeys.detail(projectId), true);
  if (frame.type === 'member_added') cache.invalidate(presenceKey);
  if (mine) {
    cache.invalidate(myInvitationsKey);
    cache.invalidate(taskKeys.list({ project_id: projectId }));
    cache.invalidate(projectKeys.invitations(projectId));
  }
}

/** invitation_changed: the project's invitation cards and my received invitations. */
export function applyInvitationEvent(cache: RealtimeCache, frame: InvitationChangedFrame): void {
  cache.invalidate(projectKeys.invitations(frame.projectId));
  cache.invalidate(myInvitationsKey);
}
