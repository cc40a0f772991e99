import { and, asc, eq, gt } from 'drizzle-orm';
import { invitations, projectMembers, projects, tasks, users } from '../../db/schema.ts';
import {
  groupKeyOf,
  pageEnd,
  type AudiencePage,
  type NotificationDraft,
} from './deliver-notifications.ts';
import { englishWording } from './notification-titles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invitationLink, projectLink, taskLink } from '@crewline/shared/domain/item-links';

/** A person's name, or '' when unknown (each language words it as its "someone"). */
async function nameOf(tx: DbOrTx, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
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
  const metadata = {
    actor_name: actor,
    task_id: task.id,
    task_title: task.title,
    projectId: task.projectId,
    projectName: project?.name,
    ...(task.dueDate && { dueDate: task.dueDate.toISOString() }),
  };
  return [
    {
      userId: event.assigneeId,
      type: 'task_assigned',
      ...englishWording('task_assigned', metadata),
      link: taskLink(task.projectId, task.id),
      metadata,
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
  const metadata = {
    inviterName: inviter,
    invitation_id: invitation.id,
    projectId: invitation.projectId,
    projectName,
    role: invitation.role,
    // The inviter's own words, shown with the invitation wherever it is read.
    welcome_message: invitation.message,
  };
  const drafts: NotificationDraft[] = [
    {
      userId: invitation.inviteeId,
      type: 'project_invitation',
      ...englishWording('project_invitation', metadata),
      link: invitationLink(invitation.id),
      metadata,
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
  const metadata = {
    event: 'status_changed',
    status: event.to,
    actor_name: actor,
    projectId: project.id,
    projectName: project.name,
  };
  const wording = englishWording('update', metadata);
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
    ...wording,
    link: projectLink(project.id),
    metadata,
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
  const metadata = {
    event: event.joined ? 'member_joined' : 'member_left',
    member_name: member,
    projectId: project.id,
    projectName: project.name,
  };
  return [
    {
      userId: project.ownerId,
      type: 'update',
      ...englishWording('update', metadata),
      link: projectLink(project.id),
      metadata,
      projectId: project.id,
      groupKey: groupKeyOf('update', project.id),
      at,
    },
  ];
}
