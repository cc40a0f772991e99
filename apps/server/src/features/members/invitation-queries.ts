import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invitations, projects, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { InvitationRecord } from './invitation-presenter.ts';

const inviter = alias(users, 'inviter');

/** The most invitations one list returns. */
const LIST_LIMIT = 200;

/** Invitations matching `where`, newest first, with invitee, inviter and project names, in one query. */
export async function loadInvitationRecords(
  db: Db,
  where: SQL | undefined,
): Promise<InvitationRecord[]> {
  const rows = await db
    .select({
      invitation: invitations,
      inviteeName: users.name,
      inviterName: inviter.name,
      projectName: projects.name,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviteeId))
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .leftJoin(inviter, eq(inviter.id, invitations.inviterId))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    ...r.invitation,
    inviteeName: r.inviteeName,
    inviterName: r.inviterName,
    projectName: r.projectName,
  }));
}

/** One invitation by id, as a record; undefined when it does not exist. */
export async function loadInvitationRecord(
  db: Db,
  id: string,
): Promise<InvitationRecord | undefined> {
  const [record] = await loadInvitationRecords(db, eq(invitations.id, id));
  return record;
}

/** A project's invitations the team panel shows: pending (expired ones included) and cancelled. */
export function projectInvitationsWhere(projectId: string): SQL | undefined {
  return and(
    eq(invitations.projectId, projectId),
    inArray(invitations.status, ['pending', 'cancelled']),
  );
}

/** The caller's own invitations still waiting for an answer (expired ones show as Expired). */
export function myInvitationsWhere(userId: string): SQL | undefined {
  return and(eq(invitations.inviteeId, userId), eq(invitations.status, 'pending'));
}
