import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { STALLED_AFTER_DAYS_DEFAULT } from '@crewline/shared/limits';
import { sprints } from './sprints-schema.ts';
import { milestones } from './roadmaps-schema.ts';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts. `status` is 'active' or 'invited' (created by an invitation, no password yet). */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('active'),
    bio: text('bio').notNull().default(''),
    avatar: text('avatar'),
    // The 64 px avatar (`avatar` is the 256 px one), and where both live in the storage service.
    avatarSmall: text('avatar_small'),
    avatarKey: text('avatar_key'),
    avatarSmallKey: text('avatar_small_key'),
    // Set by a verification link, or at once by a provider sign-in with a verified e-mail.
    emailVerified: boolean('email_verified').notNull().default(false),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    socialLinks: jsonb('social_links')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Appearance, kept on the server so it follows the person to another device; the language
    // is also the one their notification e-mails are written in.
    theme: text('theme').notNull().default('system'),
    language: text('language').notNull().default('en'),
    density: text('density').notNull().default('comfortable'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Every login starts a family; each rotation
 * adds a token to it. Presenting a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // The browser that signed in (the sessions list names its device and browser from it), and
    // when this token was last exchanged.
    userAgent: text('user_agent'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use password reset tokens (hashed), valid one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash)],
);

/** Mail that was sent, or captured when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    // The HTML alternative and the extra headers (List-Unsubscribe…), shown by the dev outbox.
    html: text('html'),
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    transport: text('transport').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Server-wide secrets generated once (the JWT signing key), shared by every app process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Projects. `owner_id` is the source of truth for ownership; the owner also has a
 * project_members row with role 'owner', so "is a member" and "the team" are one lookup.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('planning'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Bumped by database triggers in the same transaction as every change a board shows (a task
    // written, an assignee renamed), so a cached board is valid exactly while this is unchanged.
    tasksVersion: bigint('tasks_version', { mode: 'number' }).notNull().default(0),
    // Bumped by triggers on every change a project card shows (the project row, its tasks, its
    // team and their names and avatars): the projects list is cached under these.
    cardVersion: bigint('card_version', { mode: 'number' }).notNull().default(0),
    // Whether new time entries count as billable when their request does not say: one default
    // for timers and manual entries alike.
    billableByDefault: boolean('billable_by_default').notNull().default(true),
    // The IANA zone whose days insights count by (burndown, per-day figures, deadlines).
    timeZone: text('time_zone').notNull().default('UTC'),
    // After how many days without a change an open task counts as stalled.
    stalledAfterDays: integer('stalled_after_days').notNull().default(STALLED_AFTER_DAYS_DEFAULT),
    // `auto`: moving a task pushes its dependents later; `manual`: violations are only reported.
    schedulingMode: text('scheduling_mode').notNull().default('auto'),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId),
    check('projects_scheduling_mode_check', sql`${t.schedulingMode} in ('auto', 'manual')`),
  ],
);

/** Who belongs to a project and in which role: owner, manager, leader, member or observer. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
  ],
);

/**
 * Invitations to a project. Stored status is pending, accepted, declined or cancelled;
 * "expired" is derived (pending and `expires_at` passed). At most one pending row per invitee
 * and project, enforced by a partial unique index so concurrent invites cannot duplicate.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // True when the inviter typed the address rather than picking the account: only then may
    // the inviter see it back without sharing a project with the invitee.
    emailTyped: boolean('email_typed').notNull().default(false),
    role: text('role').notNull().default('member'),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_one_pending_unique')
      .on(t.projectId, t.inviteeId)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_invitee_idx').on(t.inviteeId, t.status),
    index('invitations_project_idx').on(t.projectId, t.createdAt),
  ],
);

/** Tasks of a project. `position` is a float so a card can move between two without renumbering. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('todo'),
    priority: text('priority').notNull().default('medium'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    position: doublePrecision('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // No foreign key yet: the chat messages table arrives with the chat issue.
    createdFromMessageId: uuid('created_from_message_id'),
    // The sprint the task is planned in (one of its own project's, checked by the commands);
    // deleting the sprint leaves the task unplanned.
    sprintId: uuid('sprint_id').references((): AnyPgColumn => sprints.id, {
      onDelete: 'set null',
    }),
    // Story points, 0..TASK_ESTIMATE_MAX, fractions allowed (0.5); null: not estimated.
    estimate: doublePrecision('estimate'),
    // The first day of work (a calendar day); null: not planned. Never after the due day.
    startDate: date('start_date', { mode: 'string' }),
    // The milestone the task counts toward (one of its own project's); deleting the milestone
    // unlinks the task.
    milestoneId: uuid('milestone_id').references((): AnyPgColumn => milestones.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The board reads a column in position order and appends at max(position) + 1: both
    // are walks of this index (replaces 0001's (project_id, status) index, a prefix of it).
    index('tasks_board_idx').on(t.projectId, t.status, t.position),
    index('tasks_assignee_idx').on(t.assigneeId),
    // A sprint's tasks (the Tasks filter, closing and deleting a sprint).
    index('tasks_sprint_idx').on(t.sprintId),
    // A milestone's tasks (its progress and status, unlinking on delete).
    index('tasks_milestone_idx').on(t.milestoneId),
    check('tasks_estimate_check', sql`${t.estimate} >= 0`),
    // The deadline job's walk: assigned, unfinished tasks by due date.
    index('tasks_deadline_idx')
      .on(t.dueDate)
      .where(
        sql`${t.dueDate} is not null and ${t.assigneeId} is not null and ${t.status} <> 'done'`,
      ),
  ],
);

/**
 * What happened in a project: who, what, when and to which entity. Written in the same
 * transaction as the change; `category` is the activity tab (project, tasks, comments, members, files).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('activity_events_project_created_idx').on(t.projectId, t.createdAt.desc())],
);

/** A user's saved project templates: title, description, status, team roles and task list. */
export const projectTemplates = pgTable(
  'project_templates',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_templates_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Comments on a project (task_id null) or on one of its tasks. Both go with their project or
 * task; an author's deletion keeps their comments (user_id set null). `mentions` are user ids
 * of project members at the time they were mentioned.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Both lists read (project, task or null) in created order: one walk of this index.
  (t) => [index('comments_thread_idx').on(t.projectId, t.taskId, t.createdAt)],
);
