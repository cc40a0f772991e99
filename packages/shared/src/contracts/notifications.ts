import { z } from 'zod';
import { isSameOriginPath } from '../domain/same-origin-path.ts';
import { queryInt } from './ranges.ts';

/** Notifications (docs/PRODUCT.md, Notifications): types, limits, request bodies, responses. */
export const NOTIFICATION_TYPES = [
  'mention',
  'comment',
  'deadline',
  'project_invitation',
  'task_assigned',
  'urgent',
  'update',
  'system',
  'mentorship',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** GET /api/notifications: the page size when none is asked for. */
export const NOTIFICATIONS_PAGE_DEFAULT = 30;
/** The largest page one GET returns. */
export const NOTIFICATIONS_PAGE_MAX = 100;
/** Events of one kind for one person within this window become one notification, with a count. */
export const NOTIFICATION_GROUP_WINDOW_MS = 60_000;
/** How many ids one bulk call may name. */
export const NOTIFICATION_BULK_MAX = 500;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2_000;
export const NOTIFICATION_LINK_MAX = 2_000;
/** The largest `metadata` object POST /api/notifications accepts, as JSON. */
export const NOTIFICATION_METADATA_MAX_BYTES = 4_096;
/** How many projects one person may mute. */
export const MUTED_PROJECTS_MAX = 500;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const NOTIFICATION_LINK_INVALID = 'A link must be a path in this app, starting with /';
export const NOTIFICATION_METADATA_TOO_LARGE = `Metadata must be at most ${NOTIFICATION_METADATA_MAX_BYTES} bytes of JSON`;
export const NOTIFICATION_RECIPIENT_FORBIDDEN =
  'You can only notify yourself or members of a project you own';
export const QUIET_HOURS_TIME_INVALID = 'Use a time of day as HH:MM (00:00 to 23:59)';
export const TIME_ZONE_INVALID = 'Unknown time zone';
export const MUTED_PROJECT_NOT_MEMBER = 'You can only mute projects you belong to';

/** `metadata` keys the server sets (the web words a notification from these where it can). */
export type NotificationMetadata = {
  /** Events grouped into this notification (absent or 1: one event). */
  count?: number;
  urgent?: boolean;
  full_message?: string;
  sender_name?: string;
  inviterName?: string;
  invitation_id?: string;
  projectId?: string;
  projectName?: string;
  role?: string;
  dueDate?: string;
  /** What happened, for `comment` and `update`: reply, task_comment, status_changed, member_joined, member_left. */
  event?: string;
  actor_name?: string;
  task_id?: string;
  task_title?: string;
  message_id?: string;
  thread_id?: string;
  comment_id?: string;
  status?: string;
  member_name?: string;
  /** A mentorship notification's session, its topic and (once scheduled) its start, ISO 8601. */
  session_id?: string;
  session_topic?: string;
  scheduled_time?: string;
  /** A no-show's missing side: mentor or requester. */
  missed_by?: string;
  [key: string]: unknown;
};

/** A notification as its recipient sees it (HTTP and socket alike). */
export type NotificationJson = {
  id: string;
  user_id: string;
  title: string;
  message: string;
  notification_type: NotificationType;
  read: boolean;
  created_at: string;
  /** The same instant as `created_at`, under the camel-case name some readers use. */
  createdAt: string;
  link: string | null;
  metadata: NotificationMetadata;
};

/** GET /api/notifications: newest first. */
export type NotificationListJson = {
  notifications: NotificationJson[];
  unread_count: number;
  total_count: number;
  /** Whether older notifications follow (ask again with `before` = the last id). */
  has_more: boolean;
};

const linkSchema = z
  .string()
  .max(NOTIFICATION_LINK_MAX)
  // Same-origin paths only: a link is followed on click, so never `javascript:` or another site.
  .refine(isSameOriginPath, NOTIFICATION_LINK_INVALID);

/** POST /api/notifications. */
export const createNotificationBody = z.object({
  user_id: z.uuid(),
  title: z.string().trim().min(1).max(NOTIFICATION_TITLE_MAX),
  message: z.string().trim().max(NOTIFICATION_MESSAGE_MAX).default(''),
  notification_type: z.enum(NOTIFICATION_TYPES).default('system'),
  link: linkSchema.nullish(),
  metadata: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= NOTIFICATION_METADATA_MAX_BYTES, {
      error: NOTIFICATION_METADATA_TOO_LARGE,
    })
    .default({}),
});
export type CreateNotificationBody = z.infer<typeof createNotificationBody>;

/** GET /api/notifications?limit=30&before=<id of the last one shown>. */
export const notificationListQuery = z.object({
  limit: queryInt(1, NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
  before: z.uuid().optional(),
});

/** PATCH /api/notifications/{id}. */
export const updateNotificationBody = z.object({ read: z.boolean() });

/** POST /api/notifications/mark-bulk-read, DELETE /api/notifications/delete-bulk. */
export const notificationIdsBody = z.object({
  notification_ids: z.array(z.uuid()).min(1).max(NOTIFICATION_BULK_MAX),
});

export const EMAIL_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, QUIET_HOURS_TIME_INVALID);

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** GET/PUT /api/notification-preferences: the whole object, every field required on PUT. */
export const notificationPreferencesBody = z.strictObject({
  email: z.strictObject({
    mentions: z.boolean(),
    deadlines: z.boolean(),
    comments: z.boolean(),
    updates: z.boolean(),
    digest: z.enum(EMAIL_DIGESTS),
  }),
  push: z.strictObject({
    enabled: z.boolean(),
    mentions: z.boolean(),
    deadlines: z.boolean(),
    comments: z.boolean(),
    updates: z.boolean(),
  }),
  quiet_hours: z.strictObject({
    enabled: z.boolean(),
    start: timeOfDay,
    end: timeOfDay,
    time_zone: z.string().max(100).refine(isTimeZone, { error: TIME_ZONE_INVALID }),
  }),
  muted_project_ids: z.array(z.uuid()).max(MUTED_PROJECTS_MAX),
});
export type NotificationPreferencesJson = z.infer<typeof notificationPreferencesBody>;

/** The defaults (docs/PRODUCT.md, Preferences and quiet hours). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferencesJson = {
  email: { mentions: true, deadlines: true, comments: true, updates: false, digest: 'daily' },
  push: { enabled: true, mentions: true, deadlines: true, comments: true, updates: true },
  quiet_hours: { enabled: false, start: '22:00', end: '08:00', time_zone: 'UTC' },
  muted_project_ids: [],
};
