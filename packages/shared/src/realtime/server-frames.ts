import type { CommentJson } from '../contracts/comments.ts';
import type { PresenceJson } from '../contracts/presence.ts';
import type { ActivityJson, ProjectJson } from '../contracts/project-responses.ts';
import type { InvitationJson, MemberJson } from '../contracts/people-responses.ts';
import type { TaskJson } from '../contracts/task-responses.ts';
import type { MessageJson, ThreadJson } from '../contracts/chat-responses.ts';
import type { ScheduledMessageJson } from '../contracts/scheduled-messages.ts';
import type { NotificationJson } from '../contracts/notifications.ts';
import type { AppearanceJson } from '../contracts/appearance.ts';
import type { MentorshipSessionJson } from '../contracts/mentorship.ts';
import type { RealtimeErrorCode } from './client-frames.ts';

// What the server sends. Frames are flat JSON objects {type, …fields}. Entities are presented as
// the HTTP API presents them to the recipient's role. Project-room events carry the project's
// versions, so a client that sees a version jump knows it missed something and refetches.

/** The versions the caches keep for a project (tasks_version: the board; card_version: the card). */
export type ProjectVersions = { tasks_version: number; card_version: number };

export type HelloFrame = { type: 'hello'; protocol: number; user_id: string };
export type PongFrame = { type: 'pong'; nonce?: string | number; server_time: string };
export type JoinedFrame = { type: 'joined'; projectId: string };
export type ErrorFrame = {
  type: 'error';
  code: RealtimeErrorCode;
  message: string;
  projectId?: string;
};
/** Events may have been missed (the bus lost its connection): refetch what is shown. */
export type ResyncFrame = { type: 'resync'; reason: string };

export type TaskCreatedFrame = {
  type: 'task_created';
  projectId: string;
  task: TaskJson;
} & ProjectVersions;
export type TaskUpdatedFrame = {
  type: 'task_updated';
  projectId: string;
  task: TaskJson;
} & ProjectVersions;
export type TaskDeletedFrame = {
  type: 'task_deleted';
  projectId: string;
  task_id: string;
} & ProjectVersions;
export type ProjectUpdatedFrame = {
  type: 'project_updated';
  projectId: string;
  project: ProjectJson;
} & ProjectVersions;
export type ProjectDeletedFrame = { type: 'project_deleted'; projectId: string };
export type MemberAddedFrame = {
  type: 'member_added';
  projectId: string;
  member: MemberJson;
} & ProjectVersions;
export type MemberUpdatedFrame = {
  type: 'member_updated';
  projectId: string;
  member: MemberJson;
} & ProjectVersions;
export type MemberRemovedFrame = {
  type: 'member_removed';
  projectId: string;
  user_id: string;
} & ProjectVersions;
export type InvitationChangedFrame = {
  type: 'invitation_changed';
  projectId: string;
  invitation: InvitationJson;
};
export type ProjectChangeFrame = {
  type: 'project_change';
  projectId: string;
  change: ActivityJson;
};
export type CommentAddedFrame = { type: 'comment_added'; projectId: string; comment: CommentJson };
export type CommentUpdatedFrame = {
  type: 'comment_updated';
  projectId: string;
  comment: CommentJson;
};
export type CommentDeletedFrame = {
  type: 'comment_deleted';
  projectId: string;
  comment_id: string;
  task_id: string | null;
};
export type PresenceUpdateFrame = { type: 'presence_update'; presence: PresenceJson };
export type TypingIndicatorFrame = {
  type: 'typing_indicator';
  thread_id: string;
  user_id: string;
  is_typing: boolean;
};

/**
 * A time entry of the project was logged, corrected or deleted, or a timer started or stopped:
 * the project's time lists, timesheets and the person's running timer are out of date. `user_id`
 * the person whose time it is; `task_id` the entry's task (after the change), or null.
 */
export type TimeEntriesChangedFrame = {
  type: 'time_entries_changed';
  projectId: string;
  time_entry_id: string;
  user_id: string;
  task_id: string | null;
};
/**
 * A file or folder of the project was created, renamed, changed or deleted, or a version of a
 * file was uploaded, restored or deleted (`file_id` names the file either way): its listings,
 * searches and version lists are out of date.
 */
export type FilesChangedFrame = { type: 'files_changed'; projectId: string; file_id: string };
/**
 * A resource of the project was created, changed or deleted, or one of its allocations was
 * (`resource_id` names the resource either way): the project's resource plan is out of date.
 */
export type ResourcesChangedFrame = {
  type: 'resources_changed';
  projectId: string;
  resource_id: string;
};
/**
 * A sprint of the project was created, changed, closed or deleted (`sprint_id` names it): the
 * project's sprint list is out of date. Tasks it moved arrive as their own task_updated frames.
 */
export type SprintsChangedFrame = { type: 'sprints_changed'; projectId: string; sprint_id: string };

/**
 * A milestone of the project changed (`milestone_id` names it): its days, or what is linked to it.
 * Every member reads milestones, so the whole room is told and refetches.
 */
export type MilestoneUpdatedFrame = {
  type: 'milestone_updated';
  projectId: string;
  milestone_id: string;
};

/** Chat: a message as the recipient sees it (its `can` and `has_reacted` are theirs). */
export type NewMessageFrame = { type: 'new_message'; thread_id: string; message: MessageJson };
export type MessageUpdatedFrame = {
  type: 'message_updated';
  thread_id: string;
  message: MessageJson;
};
export type MessageDeletedFrame = {
  type: 'message_deleted';
  thread_id: string;
  message_id: string;
};
/** A reaction was added or removed: the message with its reactions as they are now. */
export type ReactionFrame = { type: 'reaction'; thread_id: string; message: MessageJson };
/** A thread was created or changed (an upsert), as the recipient sees it. */
export type ThreadUpdateFrame = { type: 'thread_update'; thread: ThreadJson };
export type ThreadDeletedFrame = { type: 'thread_deleted'; thread_id: string };

/** One of the recipient's own scheduled messages was created or changed status (sent, failed, retried). */
export type ScheduledMessageUpdateFrame = {
  type: 'scheduled_message_update';
  scheduled_message: ScheduledMessageJson;
};
/** One of the recipient's own scheduled messages was cancelled. */
export type ScheduledMessageDeletedFrame = {
  type: 'scheduled_message_deleted';
  scheduled_message_id: string;
};

/** A notification for the recipient was made (sent to `user:{id}` only). */
export type NotificationCreatedFrame = {
  type: 'notification_created';
  notification: NotificationJson;
};
/** One of the recipient's notifications changed: read or unread, or a group absorbed an event. */
export type NotificationUpdatedFrame = {
  type: 'notification_updated';
  notification: NotificationJson;
};
/**
 * Notifications of the recipient were deleted. `all`: every one of them was (delete-all); then
 * `notification_ids` holds only the newest of them, so drop the whole list.
 */
export type NotificationDeletedFrame = {
  type: 'notification_deleted';
  notification_ids: string[];
  all?: true;
};
/** Every notification of the recipient is read now. */
export type AllNotificationsReadFrame = { type: 'all_notifications_read' };

/**
 * A user's name or avatar changed: sent to their own tabs and to everyone who shares
 * a project or a direct conversation with them, so every place that shows them updates.
 */
export type UserUpdatedFrame = {
  type: 'user_updated';
  user: { id: string; name: string; avatar: string | null; avatar_small: string | null };
};

/**
 * The recipient's own theme, language or density changed (on another device or tab): sent to
 * `user:{id}` only, with the whole appearance as the server now holds it.
 */
export type AppearanceUpdatedFrame = { type: 'appearance_updated'; appearance: AppearanceJson };

/**
 * A mentorship session of the recipient changed (sent to `user:{id}` only): the session as they
 * would read it now, or `session: null` when they are no longer one of its parties (a mentor who
 * declined it).
 */
export type MentorshipSessionUpdatedFrame = {
  type: 'mentorship_session_updated';
  session_id: string;
  session: MentorshipSessionJson | null;
};
/** The recipient's credit balance changed (sent to `user:{id}` only). */
export type CreditsUpdatedFrame = { type: 'credits_updated'; currentBalance: number };

/** Every frame the server sends. */
export type ServerFrame =
  | HelloFrame
  | PongFrame
  | JoinedFrame
  | ErrorFrame
  | ResyncFrame
  | TaskCreatedFrame
  | TaskUpdatedFrame
  | TaskDeletedFrame
  | ProjectUpdatedFrame
  | ProjectDeletedFrame
  | MemberAddedFrame
  | MemberUpdatedFrame
  | MemberRemovedFrame
  | InvitationChangedFrame
  | ProjectChangeFrame
  | CommentAddedFrame
  | CommentUpdatedFrame
  | CommentDeletedFrame
  | PresenceUpdateFrame
  | TypingIndicatorFrame
  | NewMessageFrame
  | MessageUpdatedFrame
  | MessageDeletedFrame
  | ReactionFrame
  | ThreadUpdateFrame
  | ThreadDeletedFrame
  | ScheduledMessageUpdateFrame
  | ScheduledMessageDeletedFrame
  | NotificationCreatedFrame
  | NotificationUpdatedFrame
  | NotificationDeletedFrame
  | AllNotificationsReadFrame
  | UserUpdatedFrame
  | TimeEntriesChangedFrame
  | FilesChangedFrame
  | ResourcesChangedFrame
  | SprintsChangedFrame
  | MilestoneUpdatedFrame
  | AppearanceUpdatedFrame
  | MentorshipSessionUpdatedFrame
  | CreditsUpdatedFrame;
export type ServerFrameType = ServerFrame['type'];

/**
 * Every server frame type at run time (a test checks the web handles each). The list must name
 * every type once: a missing one fails to compile (NoServerFrameUnlisted), an unknown one too.
 */
export const SERVER_FRAME_TYPES = [
  'hello',
  'pong',
  'joined',
  'error',
  'resync',
  'task_created',
  'task_updated',
  'task_deleted',
  'project_updated',
  'project_deleted',
  'member_added',
  'member_updated',
  'member_removed',
  'invitation_changed',
  'project_change',
  'comment_added',
  'comment_updated',
  'comment_deleted',
  'presence_update',
  'typing_indicator',
  'new_message',
  'message_updated',
  'message_deleted',
  'reaction',
  'thread_update',
  'thread_deleted',
  'scheduled_message_update',
  'scheduled_message_deleted',
  'notification_created',
  'notification_updated',
  'notification_deleted',
  'all_notifications_read',
  'user_updated',
  'time_entries_changed',
  'files_changed',
  'resources_changed',
  'sprints_changed',
  'milestone_updated',
  'appearance_updated',
  'mentorship_session_updated',
  'credits_updated',
] as const satisfies readonly ServerFrameType[];

type EveryFrameListed<Missing extends never> = Missing;
/** Fails to compile, naming the type, when a server frame type is missing from SERVER_FRAME_TYPES. */
export type NoServerFrameUnlisted = EveryFrameListed<
  Exclude<ServerFrameType, (typeof SERVER_FRAME_TYPES)[number]>
>;
/** The server frame of one type. */
export type ServerFrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;

/** Server frame types that carry project versions (a jump in them means an event was missed). */
export function carriesVersions(
  frame: ServerFrame,
): frame is Extract<ServerFrame, ProjectVersions> {
  return 'tasks_version' in frame;
}
