import { and, asc, eq, gt } from 'drizzle-orm';
import { PROJECT_ROLE_LABELS, type ProjectRole } from '@crewline/shared/contracts/members';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@crewline/shared/domain/project-enums';
import { invitations, projectMembers, projects, tasks, users } from '../../db/schema.ts';
import {
  groupKeyOf,
  pageEnd,
  type AudiencePage,
  type NotificationDraft,
} from './deliver-notifications.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The link that opens a project. */
const projectLink = (projectId: string) => `/dashboard/projects/${projectId}`;

async function nameOf(tx: DbOrTx, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Someone';
}

async function projectOf(tx: DbOrTx, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id, name: projects.name, ownerId: projects.ownerId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

/** `task_assigned` to the new assignee (the caller checked it is not the actor's own doing). */
export async function taskAssignedDrafts(
  tx: DbOrTx,
  event: { taskId: string; assigneeId: string; actorId: string },
  at: Date,
): Promise<NotificationDraft[]> {
  const [task] = await tx
    .select({
      id: tasks.id,
      title: tasks.title,
      projectId: tasks.projectId,
      dueDate: tasks.dueDate,
    })
    .from(tasks)
    .where(eq(tasks.id, event.taskId));
  if (!task) return [];
  const project = await projectOf(tx, task.projectId);
  const actor = await nameOf(tx, event.actorId);
  return [
    {
      userId: event.assigneeId,
      type: 'task_assigned',
      title: `${actor} assigned you "${task.title}"`,
      message: project ? `In ${project.name}` : '',
      link: projectLink(task.projectId),
      metadata: {
        actor_name: actor,
        task_id: task.id,
        task_title: task.title,
        projectId: task.projectId,
        projectName: project?.name,
        ...(task.dueDate && { dueDate: task.dueDate.toISOString() }),
      },
      projectId: task.projectId,
      groupKey: groupKeyOf('task_assigned', task.projectId),
      at,
    },
  ];
}

/** `project_invitation` to the invitee, with what Accept and Decline need to work in place. */
export async function invitationDrafts(
  tx: DbOrTx,
  invitationId: string,
  at: Date,
): Promise<{ drafts: NotificationDraft[]; actorId: string | null }> {
  const [invitation] = await tx.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!invitation) return { drafts: [], actorId: null };
  const project = await projectOf(tx, invitation.projectId);
  const inviter = await nameOf(tx, invitation.inviterId);
  const projectName = project?.name ?? '';
  const role = PROJECT_ROLE_LABELS[invitation.role as ProjectRole] ?? invitation.role;
  const drafts: NotificationDraft[] = [
    {
      userId: invitation.inviteeId,
      type: 'project_invitation',
      title: `Invitation to ${projectName}`,
      message: `${inviter} invited you to join ${projectName} as ${role}`,
      link: projectLink(invitation.projectId),
      metadata: {
        inviterName: inviter,
        invitation_id: invitation.id,
        projectId: invitation.projectId,
        projectName,
        role: invitation.role,
      },
      projectId: invitation.projectId,
      // Each invitation is answered on its own: never grouped.
      groupKey: null,
      invitationId: invitation.id,
      at,
    },
  ];
  return { drafts, actorId: invitation.inviterId };
}

/**
 * `update` to every member but the actor (deliverNotifications leaves the actor out): the
 * project's status changed. The members come a page at a time, in user-id order.
 */
export async function statusChangedDrafts(
  tx: DbOrTx,
  event: { projectId: string; actorId: string; to: string },
  at: Date,
  page: AudiencePage,
): Promise<{ drafts: NotificationDraft[]; last: string | null }> {
  const project = await projectOf(tx, event.projectId);
  if (!project) return { drafts: [], last: null };
  const actor = await nameOf(tx, event.actorId);
  const label = PROJECT_STATUS_LABELS[event.to as ProjectStatus] ?? event.to;
  const members = await tx
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, event.projectId),
        page.after === null ? undefined : gt(projectMembers.userId, page.after),
      ),
    )
    .orderBy(asc(projectMembers.userId))
    .limit(page.limit);
  const drafts = members.map(({ id: userId }) => ({
    userId,
    type: 'update' as const,
    title: `${project.name} is now ${label}`,
    message: `${actor} changed the project's status`,
    link: projectLink(project.id),
    metadata: {
      event: 'status_changed',
      status: event.to,
      actor_name: actor,
      projectId: project.id,
      projectName: project.name,
    },
    projectId: project.id,
    groupKey: groupKeyOf('update', project.id),
    at,
  }));
  return {
    drafts,
    last: pageEnd(
      members.map((member) => member.id),
      page,
    ),
  };
}

/** `update` to the project's owner: someone joined or left their project. */
export async function membershipDrafts(
  tx: DbOrTx,
  event: { projectId: string; userId: string; joined: boolean },
  at: Date,
): Promise<NotificationDraft[]> {
  const project = await projectOf(tx, event.projectId);
  if (!project || project.ownerId === event.userId) return [];
  const member = await nameOf(tx, event.userId);
  return [
    {
      userId: project.ownerId,
      type: 'update',
      title: event.joined ? `${member} joined ${project.name}` : `${member} left ${project.name}`,
      message: '',
      link: projectLink(project.id),
      metadata: {
        event: event.joined ? 'member_joined' : 'member_left',
        member_name: member,
        projectId: project.id,
        projectName: project.name,
      },
      projectId: project.id,
      groupKey: groupKeyOf('update', project.id),
      at,
    },
  ];
}
