import { and, eq } from 'drizzle-orm';
import type { MemberRole, ProjectRole } from '@crewline/shared/contracts/members';
import type { ProjectAbilities } from '@crewline/shared/contracts/project-responses';
import { projectMembers, projects } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';

/** Everything a caller may attempt inside a project. */
type ProjectAction =
  | 'view'
  | 'update'
  | 'delete'
  | 'open_advanced'
  | 'invite'
  | 'add_members'
  | 'view_invitations'
  | 'cancel_invitations'
  | 'manage_members'
  | 'create_tasks'
  | 'edit_tasks'
  | 'assign_tasks'
  | 'comment'
  | 'upload_files'
  | 'plan_sprints'
  | 'plan_milestones'
  | 'set_scheduling_mode';

/** The caller's standing in one project, loaded once per request. */
export type ProjectAccess = {
  projectId: string;
  userId: string;
  ownerId: string;
  role: ProjectRole;
};

const EVERY_ROLE: readonly ProjectRole[] = ['owner', 'manager', 'leader', 'member', 'observer'];
const CONTRIBUTORS: readonly ProjectRole[] = ['owner', 'manager', 'leader', 'member'];
const RECRUITERS: readonly ProjectRole[] = ['owner', 'manager', 'leader'];
const PLANNERS: readonly ProjectRole[] = ['owner', 'manager'];
const OWNER: readonly ProjectRole[] = ['owner'];

// The whole rule book (docs/PRODUCT.md, Roles): observers read only; owner, manager and leader
// bring people in; owner and manager plan sprints; everything that changes the project itself
// or its team is the owner's.
const RULES: Readonly<Record<ProjectAction, readonly ProjectRole[]>> = {
  view: EVERY_ROLE,
  update: OWNER,
  delete: OWNER,
  open_advanced: OWNER,
  invite: RECRUITERS,
  add_members: RECRUITERS,
  view_invitations: RECRUITERS,
  cancel_invitations: OWNER,
  manage_members: OWNER,
  create_tasks: CONTRIBUTORS,
  edit_tasks: CONTRIBUTORS,
  assign_tasks: CONTRIBUTORS,
  comment: CONTRIBUTORS,
  upload_files: CONTRIBUTORS,
  plan_sprints: PLANNERS,
  // Milestones are the team's plan: leaders set them too (docs/PRODUCT.md, Roles).
  plan_milestones: RECRUITERS,
  set_scheduling_mode: PLANNERS,
};

// A manager or leader may not hand out more power than they hold.
const RANK: Readonly<Record<ProjectRole, number>> = {
  owner: 4,
  manager: 3,
  leader: 2,
  member: 1,
  observer: 0,
};

/** Reads a stored role; anything unexpected is treated as the least powerful role. */
export function toProjectRole(value: string): ProjectRole {
  return (EVERY_ROLE as readonly string[]).includes(value) ? (value as ProjectRole) : 'observer';
}

/** Whether `role` may perform `action`. */
export function roleCan(role: ProjectRole, action: ProjectAction): boolean {
  return RULES[action].includes(role);
}

/** Whether the caller may give someone `role` when adding or inviting them. */
function canGrantRole(access: ProjectAccess, role: MemberRole): boolean {
  return access.role === 'owner' || RANK[role] <= RANK[access.role];
}

/** Throws 403 unless the caller may perform `action`. */
export function authorize(access: ProjectAccess, action: ProjectAction): void {
  if (!roleCan(access.role, action)) throw new ForbiddenError();
}

/**
 * Throws 403 unless the caller may make every change of a project update: the scheduling mode is
 * the planners' (owner and managers), everything else the owner's.
 */
export function authorizeProjectUpdate(
  access: ProjectAccess,
  body: Readonly<Record<string, unknown>>,
): void {
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    authorize(access, field === 'scheduling_mode' ? 'set_scheduling_mode' : 'update');
  }
}

/** Throws 403 unless the caller may add or invite someone with `role`. */
export function authorizeGrant(access: ProjectAccess, role: MemberRole): void {
  authorize(access, 'invite');
  if (!canGrantRole(access, role)) throw new ForbiddenError();
}

/** The abilities sent with a project (`can`), so the web never re-implements these rules. */
export type { ProjectAbilities };

/** The `can` object of a project for a caller holding `role`. */
export function projectAbilities(role: ProjectRole): ProjectAbilities {
  return {
    update: roleCan(role, 'update'),
    delete: roleCan(role, 'delete'),
    invite: roleCan(role, 'invite'),
    manage_members: roleCan(role, 'manage_members'),
    view_invitations: roleCan(role, 'view_invitations'),
    cancel_invitations: roleCan(role, 'cancel_invitations'),
    open_advanced: roleCan(role, 'open_advanced'),
    create_tasks: roleCan(role, 'create_tasks'),
    edit_tasks: roleCan(role, 'edit_tasks'),
    comment: roleCan(role, 'comment'),
    plan_sprints: roleCan(role, 'plan_sprints'),
    plan_milestones: roleCan(role, 'plan_milestones'),
    set_scheduling_mode: roleCan(role, 'set_scheduling_mode'),
  };
}

/** The message of the 404 every non-member gets, so a project's existence is never revealed. */
export const PROJECT_NOT_FOUND = 'Project not found';

/**
 * Loads the caller's membership of a project in one query. A non-member, like a missing
 * project, gets 404: outsiders must not learn that the project exists.
 */
export async function loadProjectAccess(
  db: Db,
  projectId: string,
  userId: string,
): Promise<ProjectAccess> {
  const [row] = await db
    .select({ ownerId: projects.ownerId, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  // owner_id is authoritative; the member row's role mirrors it.
  const role = row.ownerId === userId ? 'owner' : toProjectRole(row.role);
  return { projectId, userId, ownerId: row.ownerId, role };
}
