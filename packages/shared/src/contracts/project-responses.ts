import type { ProjectStatus } from '../domain/project-enums.ts';
import type { ProjectRole } from './members.ts';
import type { ActivityCategory, SchedulingMode } from './projects.ts';

// What the project calls answer, shared by the server's presenters (which build them) and the
// web client (which reads them), so the two can never drift apart.

/** The caller's abilities in a project, sent so the UI never re-derives permission rules. */
export type ProjectAbilities = {
  update: boolean;
  delete: boolean;
  invite: boolean;
  manage_members: boolean;
  view_invitations: boolean;
  cancel_invitations: boolean;
  open_advanced: boolean;
  create_tasks: boolean;
  edit_tasks: boolean;
  comment: boolean;
  /** Create, edit, close and delete the project's sprints (owner and managers). */
  plan_sprints: boolean;
  /** Create, edit and delete the project's milestones (owner, managers and leaders). */
  plan_milestones: boolean;
  /** Change the project's scheduling mode (owner and managers). */
  set_scheduling_mode: boolean;
};

/** A team entry of a project card. */
export type TeamEntry = {
  id: string;
  name: string;
  avatar: string | null;
  role: ProjectRole;
  online: boolean;
};

/** A project as GET /api/projects lists it and every project call returns it. */
export type ProjectJson = {
  id: string;
  title: string;
  name: string;
  description: string;
  status: ProjectStatus;
  due_date: string | null;
  owner_id: string;
  created_at: string;
  last_updated: string;
  progress: number;
  tasks: { completed: number; total: number };
  /** Whether new time entries are billable when their request does not say (timers too). */
  billable_by_default: boolean;
  /** The IANA time zone whose days insights count by (per-day figures, deadlines). */
  time_zone: string;
  /** After how many days without a change an open task counts as stalled (1–365). */
  stalled_after_days: number;
  /** `auto`: dependents follow their blockers; `manual`: broken links are only reported. */
  scheduling_mode: SchedulingMode;
  team: TeamEntry[];
  /** The caller's role in this project. */
  role: ProjectRole;
  can: ProjectAbilities;
};

/** Someone shown next to what they did: avatar and name, no e-mail. */
export type PersonRef = { id: string; name: string; avatar: string | null };

/** A field's value before and after a change, as the feed records it. */
export type ActivityChange<T> = { from: T; to: T };

/** What a project edit changed (only the fields that did). Dates are ISO or null. */
export type ProjectActivityChanges = {
  name?: ActivityChange<string>;
  description?: ActivityChange<string>;
  status?: ActivityChange<string>;
  due_date?: ActivityChange<string | null>;
  billable_by_default?: ActivityChange<boolean>;
  time_zone?: ActivityChange<string>;
  stalled_after_days?: ActivityChange<number>;
  scheduling_mode?: ActivityChange<string>;
};

/** What a task edit changed (only the fields that did). Dates are ISO or null. */
export type TaskActivityChanges = {
  title?: ActivityChange<string>;
  description?: ActivityChange<string>;
  priority?: ActivityChange<string>;
  due_date?: ActivityChange<string | null>;
  start_date?: ActivityChange<string | null>;
  assignee_id?: ActivityChange<string | null>;
  status?: ActivityChange<string>;
  position?: ActivityChange<number>;
  sprint_id?: ActivityChange<string | null>;
  estimate?: ActivityChange<number | null>;
  milestone_id?: ActivityChange<string | null>;
};

type Kind<Category extends ActivityCategory, Entity extends string, Data> = {
  category: Category;
  entity_type: Entity;
  data: Data;
};
type MemberData = { user_id: string; name: string; role: string };
/** No e-mail: every member reads the feed, people who never met the invitee included. */
type InvitationData = { user_id: string; name: string; role: string };
type CommentData = {
  /** The comment's first COMMENT_SUMMARY_LENGTH characters. */
  summary: string;
  task_id: string | null;
  /** Only for a task's comment whose task still existed. */
  task_title?: string;
};
type TimeData = {
  /** The person whose time it is (not always the actor: a manager may log for someone). */
  user_id: string;
  /** null while the timer runs. */
  duration_minutes: number | null;
};
type ResourceData = { name: string; type: string };
type AllocationData = { resource_id: string; start_date: string; end_date: string };
type FileData = { name: string };
type VersionData = { name: string; version: number };

/**
 * Every kind of activity entry by its action: the category (the feed's tab), the entity it is
 * about and the data the feed words it from (names, old and new values), so no lookup is needed.
 * Roles, statuses and types are the stored text (older entries may hold values since renamed).
 */
export type ActivityKinds = {
  project_created: Kind<'project', 'project', { name: string }>;
  project_updated: Kind<'project', 'project', { changes: ProjectActivityChanges }>;
  member_added: Kind<'members', 'member', MemberData>;
  member_role_changed: Kind<'members', 'member', Omit<MemberData, 'role'> & ActivityChange<string>>;
  member_removed: Kind<'members', 'member', MemberData>;
  invitation_sent: Kind<'members', 'invitation', InvitationData>;
  invitation_resent: Kind<'members', 'invitation', InvitationData>;
  invitation_cancelled: Kind<'members', 'invitation', InvitationData>;
  invitation_accepted: Kind<'members', 'invitation', InvitationData>;
  /** Declined from the invitation or by deleting it from one's list. */
  invitation_declined: Kind<'members', 'invitation', InvitationData>;
  task_created: Kind<'tasks', 'task', { title: string; status: string; assignee?: string }>;
  /** `assignee`: the new assignee's name, when the assignee changed to someone. */
  task_updated: Kind<
    'tasks',
    'task',
    { title: string; changes: TaskActivityChanges; assignee?: string }
  >;
  /** An edit of only the status and position: a move on the board. */
  task_moved: Kind<
    'tasks',
    'task',
    { title: string; changes: TaskActivityChanges; assignee?: string }
  >;
  task_deleted: Kind<'tasks', 'task', { title: string; status: string }>;
  comment_added: Kind<'comments', 'comment', CommentData>;
  comment_updated: Kind<'comments', 'comment', CommentData>;
  comment_deleted: Kind<'comments', 'comment', CommentData>;
  time_logged: Kind<'project', 'time_entry', TimeData>;
  time_updated: Kind<'project', 'time_entry', TimeData>;
  time_deleted: Kind<'project', 'time_entry', TimeData>;
  timer_started: Kind<'project', 'time_entry', TimeData>;
  timer_stopped: Kind<'project', 'time_entry', TimeData>;
  resource_created: Kind<'project', 'resource', ResourceData>;
  resource_updated: Kind<'project', 'resource', ResourceData>;
  resource_deleted: Kind<'project', 'resource', ResourceData>;
  allocation_created: Kind<'project', 'allocation', AllocationData>;
  allocation_updated: Kind<'project', 'allocation', AllocationData>;
  allocation_deleted: Kind<'project', 'allocation', AllocationData>;
  file_created: Kind<'files', 'file', FileData>;
  folder_created: Kind<'files', 'file', FileData>;
  file_renamed: Kind<'files', 'file', FileData & { old_name: string }>;
  file_updated: Kind<'files', 'file', FileData & { old_name: string }>;
  file_deleted: Kind<'files', 'file', FileData>;
  folder_deleted: Kind<'files', 'file', FileData>;
  version_uploaded: Kind<'files', 'file', VersionData>;
  version_restored: Kind<'files', 'file', VersionData & { restored_from: number }>;
  version_deleted: Kind<'files', 'file', VersionData>;
};

/** Every action the feed records. */
export type ActivityAction = keyof ActivityKinds;
/** The entities activity entries are about. */
export type ActivityEntityType = ActivityKinds[ActivityAction]['entity_type'];

/** One kind of activity entry (its action decides its category, entity and data). */
export type ActivityOf<A extends ActivityAction> = {
  id: string;
  project_id: string;
  action: A;
  entity_id: string | null;
  created_at: string;
  /** null once the account is gone. */
  actor: PersonRef | null;
} & ActivityKinds[A];

/**
 * One event of a project's activity feed, a union discriminated by `action`: narrowing on the
 * action gives the shape of `data`.
 */
export type ActivityJson = { [A in ActivityAction]: ActivityOf<A> }[ActivityAction];

/** A task as a project template keeps it. */
export type TemplateTask = { title: string; description: string; status: string; priority: string };

/** A saved project template as the Project Templates modal lists it. */
export type TemplateJson = {
  id: string;
  name: string;
  title: string;
  description: string;
  status: ProjectStatus;
  team: { role: string }[];
  tasks: TemplateTask[];
  created_at: string;
};
