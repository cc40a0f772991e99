import type { Db } from '../db/client.ts';
import type { ConnectionRegistry } from './connections.ts';
import type { Envelope } from './envelopes.ts';
import type { PresenceService } from './presence.ts';
import type { EventLoaders } from './loaders.ts';
import { dispatchTask } from '../features/tasks/task-realtime.ts';
import {
  dispatchActivity,
  dispatchInvitation,
  dispatchMember,
  dispatchProjectDeleted,
  dispatchProjectUpdated,
} from '../features/projects/project-realtime.ts';
import { dispatchComment } from '../features/comments/comment-realtime.ts';
import { dispatchPresence, dispatchRevocation, dispatchViewing } from '../features/presence/presence-realtime.ts';
import { dispatchMessage, dispatchThread, dispatchTyping } from '../features/chat/chat-realtime.ts';
import { dispatchScheduledMessage } from '../features/scheduled-messages/scheduled-message-realtime.ts';
import { dispatchNotification } from '../features/notifications/notification-realtime.ts';
import { dispatchUserUpdated } from '../features/users/user-realtime.ts';

/** What turning an envelope into frames needs. */
export type DispatchContext = {
  db: Db;
  registry: ConnectionRegistry;
  presence: PresenceService;
  now: () => Date;
  loaders: EventLoaders;
  /** This process's notification job runner, woken when any process queues a job. */
  notificationJobs?: { kick(): void };
  /** This process's Web Push sender, woken by every new notification. */
  pushJob?: { kick(): void };
};

/**
 * Delivers one envelope from the bus to this process's sockets: loads what it names once,
 * presents it once per recipient role, and sends. Nothing is loaded when no local socket is in
 * the room.
 */
export async function dispatch(ctx: DispatchContext, envelope: Envelope): Promise<void> {
  // Not for sockets: work for this process's job runner, wanted with or without sockets.
  if (envelope.t === 'notification_jobs') return ctx.notificationJobs?.kick();
  if (envelope.t === 'notification_created') ctx.pushJob?.kick();
  if (ctx.registry.all.size === 0) return;
  switch (envelope.t) {
    case 'task_created':
    case 'task_updated':
    case 'task_deleted':
      return dispatchTask(ctx, envelope);
    case 'project_updated':
      return dispatchProjectUpdated(ctx, envelope);
    case 'project_deleted':
      return dispatchProjectDeleted(ctx, envelope);
    case 'member_added':
    case 'member_updated':
    case 'member_removed':
      return dispatchMember(ctx, envelope);
    case 'invitation_changed':
      return dispatchInvitation(ctx, envelope);
    case 'project_change':
      return dispatchActivity(ctx, envelope);
    case 'comment_added':
    case 'comment_updated':
    case 'comment_deleted':
      return dispatchComment(ctx, envelope);
    case 'presence':
      return dispatchPresence(ctx, envelope);
    case 'user_joined':
    case 'user_left':
      return dispatchViewing(ctx, envelope);
    case 'typing':
      return dispatchTyping(ctx, envelope);
    case 'new_message':
    case 'message_updated':
    case 'message_deleted':
    case 'reaction':
      return dispatchMessage(ctx, envelope);
    case 'thread_update':
    case 'thread_deleted':
      return dispatchThread(ctx, envelope);
    case 'scheduled_message_update':
    case 'scheduled_message_deleted':
      return dispatchScheduledMessage(ctx, envelope);
    case 'notification_created':
    case 'notification_updated':
    case 'notification_deleted':
    case 'all_notifications_read':
      return dispatchNotification(ctx, envelope);
    case 'session_revoked':
    case 'user_sessions_revoked':
      return dispatchRevocation(ctx, envelope);
    case 'user_updated':
      return dispatchUserUpdated(ctx, envelope);
  }
}
