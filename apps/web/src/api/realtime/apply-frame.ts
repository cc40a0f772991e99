import type { ServerFrame } from '@crewline/shared';
import { applyCommentEvent } from '../comments/apply-comment-event.ts';
import { invalidateFiles } from '../files/invalidate-files.ts';
import { applyActivityEvent } from './apply-activity-event.ts';
import { applyChatEvent } from './apply-chat-events.ts';
import { applyInvitationEvent, applyMemberEvent } from './apply-member-events.ts';
import { applyNotificationEvent } from './apply-notification-events.ts';
import { applyPresenceEvent } from './apply-presence-event.ts';
import { applyProjectEvent } from './apply-project-events.ts';
import { applyTaskEvent } from './apply-task-events.ts';
import { applyUserEvent } from './apply-user-event.ts';
import type { RealtimeCache } from './realtime-cache.ts';
import { refetchRealtimeFed } from './refetch-realtime-fed.ts';

/**
 * Routes one server frame to the applier of its family; each writes the TanStack Query caches
 * the screens read, so no screen reloads itself. Frames about the connection itself (hello,
 * pong, joined, error) and about viewers change no cache.
 */
export function applyFrame(cache: RealtimeCache, frame: ServerFrame): void {
  switch (frame.type) {
    case 'task_created':
    case 'task_updated':
    case 'task_deleted':
      return applyTaskEvent(cache, frame);
    case 'project_updated':
    case 'project_deleted':
      return applyProjectEvent(cache, frame);
    case 'member_added':
    case 'member_updated':
    case 'member_removed':
      return applyMemberEvent(cache, frame);
    case 'invitation_changed':
      return applyInvitationEvent(cache, frame);
    case 'project_change':
      // An upload, restore or delete of a project file: its listings and versions reload.
      if (frame.change.category === 'files') void invalidateFiles(cache.queryClient);
      return applyActivityEvent(cache, frame);
    case 'comment_added':
    case 'comment_updated':
    case 'comment_deleted':
      return applyCommentEvent(cache.queryClient, frame);
    case 'presence_update':
      return applyPresenceEvent(cache, frame);
    case 'new_message':
    case 'message_updated':
    case 'message_deleted':
    case 'reaction':
    case 'thread_update':
    case 'thread_deleted':
    case 'typing_indicator':
      return applyChatEvent(cache, frame);
    case 'notification_created':
    case 'notification_updated':
    case 'notification_deleted':
    case 'all_notifications_read':
      return applyNotificationEvent(cache.queryClient, frame);
    case 'user_updated':
      return applyUserEvent(cache, frame);
    case 'resync':
      // The server's bus may have lost events: nothing cached can be trusted to be complete.
      cache.versions.clear();
      void refetchRealtimeFed(cache.queryClient);
      return;
    default:
      return;
  }
}
