import type {
  ServerFrame,
  ServerFrameOf,
  ServerFrameType,
} from '@crewline/shared/realtime/server-frames';
import { applyCommentEvent } from '../comments/apply-comment-event.ts';
import { applyActivityEvent } from './apply-activity-event.ts';
import { applyAppearanceEvent } from './apply-appearance-event.ts';
import { applyChatEvent } from './apply-chat-events.ts';
import { applyInvitationEvent, applyMemberEvent } from './apply-member-events.ts';
import { applyMentorshipEvent } from './apply-mentorship-events.ts';
import { applyNotificationEvent } from './apply-notification-events.ts';
import { applyPresenceEvent } from './apply-presence-event.ts';
import { applyProjectEvent } from './apply-project-events.ts';
import { applyScheduledMessageEvent } from './apply-scheduled-message-events.ts';
import { applyTaskEvent } from './apply-task-events.ts';
import { applyUserEvent } from './apply-user-event.ts';
import {
  applyFilesEvent,
  applyResourcesEvent,
  applySprintsEvent,
  applyTimeEntriesEvent,
} from './apply-work-events.ts';
import type { RealtimeCache } from './realtime-cache.ts';
import { insightKeys } from '../insights/query-keys.ts';
import { refetchRealtimeFed } from './refetch-realtime-fed.ts';

/** What one frame type does to the caches. */
export type FrameApplier<T extends ServerFrameType> = (
  cache: RealtimeCache,
  frame: ServerFrameOf<T>,
) => void;

/** Frames about the connection itself (the socket client acts on them): no cache changes. */
const connectionFrame = (): void => undefined;

/**
 * Every server frame type's applier, keyed by type: a frame type without an entry fails to
 * compile (and the frame-coverage test names it). Each writes the TanStack Query caches the
 * screens read, so no screen reloads itself or polls.
 */
export const FRAME_APPLIERS: { [T in ServerFrameType]: FrameApplier<T> } = {
  hello: connectionFrame,
  pong: connectionFrame,
  joined: connectionFrame,
  error: connectionFrame,
  resync: (cache) => {
    // The server's bus may have lost events: nothing cached can be trusted to be complete.
    cache.versions.clear();
    void refetchRealtimeFed(cache.queryClient);
  },
  task_created: applyTaskEvent,
  task_updated: applyTaskEvent,
  task_deleted: applyTaskEvent,
  project_updated: applyProjectEvent,
  project_deleted: applyProjectEvent,
  member_added: applyMemberEvent,
  member_updated: applyMemberEvent,
  member_removed: applyMemberEvent,
  invitation_changed: applyInvitationEvent,
  project_change: applyActivityEvent,
  comment_added: (cache, frame) => applyCommentEvent(cache.queryClient, frame),
  comment_updated: (cache, frame) => applyCommentEvent(cache.queryClient, frame),
  comment_deleted: (cache, frame) => applyCommentEvent(cache.queryClient, frame),
  presence_update: applyPresenceEvent,
  typing_indicator: applyChatEvent,
  new_message: applyChatEvent,
  message_updated: applyChatEvent,
  message_deleted: applyChatEvent,
  reaction: applyChatEvent,
  thread_update: applyChatEvent,
  thread_deleted: applyChatEvent,
  scheduled_message_update: applyScheduledMessageEvent,
  scheduled_message_deleted: applyScheduledMessageEvent,
  notification_created: (cache, frame) => applyNotificationEvent(cache.queryClient, frame),
  notification_updated: (cache, frame) => applyNotificationEvent(cache.queryClient, frame),
  notification_deleted: (cache, frame) => applyNotificationEvent(cache.queryClient, frame),
  all_notifications_read: (cache, frame) => applyNotificationEvent(cache.queryClient, frame),
  user_updated: applyUserEvent,
  time_entries_changed: applyTimeEntriesEvent,
  files_changed: applyFilesEvent,
  resources_changed: applyResourcesEvent,
  sprints_changed: applySprintsEvent,
  // The charts read again (their timeline shows milestones); milestone lists add their keys here.
  milestone_updated: (cache, frame) => cache.invalidate(insightKeys.project(frame.projectId)),
  appearance_updated: applyAppearanceEvent,
  mentorship_session_updated: applyMentorshipEvent,
  credits_updated: applyMentorshipEvent,
};

/**
 * Routes one server frame to the applier of its type. A type this build does not know (a newer
 * server) changes nothing.
 */
export function applyFrame(cache: RealtimeCache, frame: ServerFrame): void {
  const apply = FRAME_APPLIERS[frame.type] as FrameApplier<ServerFrameType> | undefined;
  apply?.(cache, frame as never);
}
