import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  NotificationMetadata,
  NotificationPreferencesJson,
  NotificationType,
} from '@crewline/shared/contracts/notifications';
import { tasks, users } from './schema.ts';

/**
 * A person's notifications (docs/PRODUCT.md, Notifications). `created_at` is when the first
 * event of the row happened; a row that absorbs later events of its group (`group_key`, within 60 s of
 * `created_at`) keeps it and moves `updated_at`. `email_state` and `push_state` are the
 * delivery record the mail and Web Push senders work from: 'pending' until a sender has
 * decided, then 'sent' or 'skipped'.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    link: text('link'),
    metadata: jsonb('metadata')
      .$type<NotificationMetadata>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    read: boolean('read').notNull().default(false),
    // The project the event happened in (muting, grouping); no foreign key: the record outlives it.
    projectId: uuid('project_id'),
    // Events with the same key for the same person within 60 s join this row; null: never grouped.
    groupKey: text('group_key'),
    // The invitation a project_invitation notification offers (answering it marks this read).
    invitationId: uuid('invitation_id'),
    emailState: text('email_state').notNull().default('pending'),
    pushState: text('push_state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /api/notifications: newest first with a (created_at, id) keyset cursor. NULLS FIRST
    // is what `ORDER BY … DESC` means: an index sorted otherwise cannot serve that order.
    index('notifications_user_feed_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The open group of a key for a person: the newest row of that key.
    index('notifications_user_group_idx')
      .on(t.userId, t.groupKey, t.createdAt.desc().nullsFirst())
      .where(sql`${t.groupKey} is not null`),
    index('notifications_invitation_idx')
      .on(t.invitationId)
      .where(sql`${t.invitationId} is not null`),
    // What the mail and push senders will walk.
    index('notifications_email_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.emailState} = 'pending'`),
    index('notifications_push_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.pushState} = 'pending'`),
    // The senders' recovery sweeps: claims left by a process that died mid-send (rare rows).
    index('notifications_email_sending_idx')
      .on(t.emailState)
      .where(sql`${t.emailState} like 'sending:%'`),
    index('notifications_push_sending_idx')
      .on(t.createdAt)
      .where(sql`${t.pushState} = 'sending'`),
  ],
);

/**
 * Each person's total and unread notifications, kept by statement-level triggers on
 * `notifications` (migration 0013), so the unread badge is one primary-key read however many
 * notifications someone has, and no write path can forget to count.
 */
export const notificationCounts = pgTable('notification_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

/**
 * A domain event whose notifications are made off the request path (a mention of many people,
 * an urgent message to a big thread): written in the event's transaction, expanded into
 * per-person notifications by `jobs/notification-jobs.ts`, which every process runs and claims
 * with `FOR UPDATE SKIP LOCKED`. A crash before the expansion commits leaves the row to retry.
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // The last recipient (by user id) of a large audience already notified, null before the
    // first batch: each batch commits with it, so a retried batch starts after the last one.
    cursor: uuid('cursor'),
    // When the job may be tried (moved forward after a failure).
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_jobs_due_idx').on(t.runAfter)],
);

/** A person's notification preferences; no row means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb('email').$type<NotificationPreferencesJson['email']>().notNull(),
  push: jsonb('push').$type<NotificationPreferencesJson['push']>().notNull(),
  quietHours: jsonb('quiet_hours').$type<NotificationPreferencesJson['quiet_hours']>().notNull(),
  mutedProjectIds: uuid('muted_project_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's Web Push subscription (one per device and browser). The endpoint is the push
 * service's URL for that browser; `p256dh` and `auth` are its keys for encrypting payloads.
 * A push service answering 404 or 410 means the subscription is gone: the row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Deadline reminders already made: one per task and due date, so the job that makes them can
 * run in every process, restart, and run again without reminding twice; a new due date is a
 * new key, which re-arms the reminder.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.dueDate] })],
);

/**
 * Digest e-mails already sent: one per person, period kind and period, claimed by insert before
 * sending, so the digest job sends each once however many processes run it.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').$type<'daily' | 'weekly'>().notNull(),
    // The first day of the period, in the person's quiet-hours time zone (UTC when unset).
    periodStart: text('period_start').notNull(),
    notificationCount: integer('notification_count').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.periodStart] })],
);
