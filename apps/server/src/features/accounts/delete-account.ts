import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import {
  DELETE_CONFIRM_MISMATCH,
  DELETE_NEW_OWNER_NOT_MEMBER,
  DELETE_NOT_OWNED_PROJECT,
  DELETE_PROJECT_TWICE,
  DELETE_UNLISTED_PROJECTS,
  type UnlistedProjectJson,
} from '@crewline/shared/contracts/account';
import { ERROR_CODES } from '@crewline/shared/contracts/errors';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { attachments } from '../../db/chat-schema.ts';
import { dataExports, storageDeletions } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { recordTaskHistory } from '../insights/record-task-history.ts';

/** What the person chose for their account and the projects they own. */
type DeleteAccountInput = {
  confirm: string;
  transfers: { project_id: string; new_owner_id: string }[];
  delete_projects: string[];
};

/** 409: owned projects named in neither list; their ids and names travel with the error. */
class UnlistedProjectsError extends AppError {
  constructor(readonly projects: UnlistedProjectJson[]) {
    super(409, ERROR_CODES.conflict, DELETE_UNLISTED_PROJECTS);
  }

  override toBody() {
    return { ...super.toBody(), projects: this.projects };
  }
}

type Detail = { loc: (string | number)[]; msg: string }[];

/** Whether `confirm` is the account's e-mail (any case) or its current password. */
async function confirms(
  user: { email: string; passwordHash: string | null },
  confirm: string,
): Promise<boolean> {
  if (confirm.trim().toLowerCase() === user.email.toLowerCase()) return true;
  // Provider-only accounts have no password: for them only the e-mail confirms.
  return user.passwordHash !== null && verifyPassword(user.passwordHash, confirm);
}

/**
 * Deletes an account for good, in one transaction: every owned project is handed to the member
 * chosen for it or deleted, then the user row goes. Messages, comments and attachments keep
 * their rows with the author set null (shown as "Deleted user"); sessions, push subscriptions,
 * notifications, preferences, identities and memberships go by cascade. Files in storage cannot
 * join a transaction: their keys (avatar, unsent uploads, exports) are queued in
 * `storage_deletions`, which a job empties. Returns nothing; the caller forgets the profile.
 */
export async function deleteAccount(db: Db, userId: string, input: DeleteAccountInput, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError();
  if (!(await confirms(user, input.confirm))) {
    throw new ValidationError(DELETE_CONFIRM_MISMATCH, [
      { loc: ['body', 'confirm'], msg: DELETE_CONFIRM_MISMATCH },
    ]);
  }

  await db.transaction(async (tx) => {
    // Locked so a project created or handed over meanwhile cannot slip past the check.
    const owned = await tx
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.ownerId, userId))
      .orderBy(projects.name)
      .for('update');
    const ownedIds = new Set(owned.map((p) => p.id));
    const problems: Detail = [];
    const named = new Set<string>();
    const name = (projectId: string, loc: (string | number)[]) => {
      if (!ownedIds.has(projectId)) problems.push({ loc, msg: DELETE_NOT_OWNED_PROJECT });
      else if (named.has(projectId)) problems.push({ loc, msg: DELETE_PROJECT_TWICE });
      named.add(projectId);
    };
    input.transfers.forEach((t, i) => name(t.project_id, ['body', 'transfers', i, 'project_id']));
    input.delete_projects.forEach((id, i) => name(id, ['body', 'delete_projects', i]));
    if (problems.length > 0) throw new ValidationError(problems[0]!.msg, problems);
    const unlisted = owned.filter((p) => !named.has(p.id));
    if (unlisted.length > 0) throw new UnlistedProjectsError(unlisted);

    for (const [i, transfer] of input.transfers.entries()) {
      const [heir] = await tx
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.projectId, transfer.project_id),
            eq(projectMembers.userId, transfer.new_owner_id),
            ne(projectMembers.userId, userId),
          ),
        )
        .limit(1);
      if (!heir) {
        problems.push({
          loc: ['body', 'transfers', i, 'new_owner_id'],
          msg: DELETE_NEW_OWNER_NOT_MEMBER,
        });
      }
    }
    if (problems.length > 0) throw new ValidationError(problems[0]!.msg, problems);

    const envelopes: Envelope[] = [];
    for (const { project_id: p, new_owner_id: heir } of input.transfers) {
      await tx.update(projects).set({ ownerId: heir }).where(eq(projects.id, p));
      await tx
        .update(projectMembers)
        .set({ role: 'owner' })
        .where(and(eq(projectMembers.projectId, p), eq(projectMembers.userId, heir)));
      envelopes.push(
        { t: 'member_updated', p, u: heir },
        { t: 'member_removed', p, u: userId },
        { t: 'project_updated', p },
      );
    }
    if (input.delete_projects.length > 0) {
      const members = await tx
        .select({ projectId: projectMembers.projectId, userId: projectMembers.userId })
        .from(projectMembers)
        .where(inArray(projectMembers.projectId, input.delete_projects));
      await tx.delete(projects).where(inArray(projects.id, input.delete_projects));
      for (const p of input.delete_projects) {
        const told = members.filter((m) => m.projectId === p && m.userId !== userId);
        envelopes.push({ t: 'project_deleted', p, users: told.map((m) => m.userId) });
      }
    }
    // Memberships of projects the person did not own: their teammates' lists drop them.
    const memberships = await tx
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(eq(projectMembers.userId, userId));
    for (const { projectId } of memberships) {
      if (!named.has(projectId)) envelopes.push({ t: 'member_removed', p: projectId, u: userId });
    }

    // Uploads never sent belong to nobody else: the rows go now, the bytes through the queue.
    // Files on messages stay with the messages, which are kept.
    const unsent = await tx
      .delete(attachments)
      .where(
        and(
          eq(attachments.uploaderId, userId),
          isNull(attachments.messageId),
          isNull(attachments.attachedAt),
        ),
      )
      .returning({ key: attachments.storageKey, thumb: attachments.thumbnailKey });
    const exportsMade = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
    const keys = [
      user.avatarKey,
      user.avatarSmallKey,
      ...unsent.flatMap((row) => [row.key, row.thumb]),
      ...exportsMade.map((row) => row.key),
    ].filter((key): key is string => typeof key === 'string' && key.length > 0);
    if (keys.length > 0) {
      await tx.insert(storageDeletions).values(keys.map((storageKey) => ({ storageKey })));
    }

    // The foreign key would unassign their tasks silently; the task history must say so.
    const unassigned = await tx
      .update(tasks)
      .set({ assigneeId: null, updatedAt: now })
      .where(eq(tasks.assigneeId, userId))
      .returning({ id: tasks.id, projectId: tasks.projectId });
    await recordTaskHistory(
      tx,
      unassigned.map((task) => ({
        taskId: task.id,
        projectId: task.projectId,
        field: 'assignee' as const,
        from: userId,
        to: null,
      })),
      { actorId: null, at: now },
    );

    await tx.delete(users).where(eq(users.id, userId));
    envelopes.push({ t: 'user_sessions_revoked', u: userId });
    afterCommit(tx, ...envelopes);
  });
}
