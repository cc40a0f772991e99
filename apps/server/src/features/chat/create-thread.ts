import {
  DIRECT_THREAD_SIZE,
  DIRECT_THREAD_STRANGER,
} from '@crewline/shared/contracts/rule-sentences';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DIRECT_THREAD_MAX_PEOPLE,
  DIRECT_THREAD_MIN_PEOPLE,
  THREAD_NAME_REQUIRED,
  THREAD_TITLE_TAKEN,
} from '@crewline/shared/contracts/chat';
import { ERROR_CODES } from '@crewline/shared/contracts/errors';
import { projectMembers } from '../../db/schema.ts';
import { threadParticipants, threads } from '../../db/chat-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, ValidationError } from '../../errors.ts';
import type { ThreadRow } from './thread-presenter.ts';

export const PROJECT_REQUIRED = 'A project thread needs a project';

/**
 * 409 for a project thread title already taken; carries the existing thread's id, which the
 * web then opens.
 */
class ThreadTitleTakenError extends AppError {
  constructor(readonly threadId: string) {
    super(409, ERROR_CODES.conflict, THREAD_TITLE_TAKEN);
  }

  /** The error body plus `thread_id`, so the client can select the existing thread. */
  override toBody() {
    const body = { ...super.toBody(), thread_id: this.threadId };
    return body;
  }
}

/** Throws 409 with the id when `title` is taken (case-insensitively) in the project. */
export async function assertTitleFree(
  tx: DbOrTx,
  projectId: string,
  title: string,
  exceptThreadId?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: threads.id })
    .from(threads)
    .where(
      and(
        eq(threads.projectId, projectId),
        eq(threads.contextType, 'project'),
        sql`lower(${threads.title}) = lower(${title})`,
        exceptThreadId ? sql`${threads.id} <> ${exceptThreadId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new ThreadTitleTakenError(taken.id);
}

/** A new project thread (the caller's membership is already checked). */
type NewProjectThread = {
  projectId: string;
  creatorId: string;
  title: string | null | undefined;
  description: string;
  now: Date;
};

/**
 * Creates a project thread: a title is required, and unique in the project case-insensitively
 * (409 with the existing id; the unique index settles concurrent creates the same way).
 */
export async function createProjectThread(db: Db, input: NewProjectThread): Promise<ThreadRow> {
  const title = input.title ?? '';
  if (title === '') {
    throw new ValidationError(THREAD_NAME_REQUIRED, [
      { loc: ['body', 'title'], msg: THREAD_NAME_REQUIRED },
    ]);
  }
  try {
    return await db.transaction(async (tx) => {
      await assertTitleFree(tx, input.projectId, title);
      const [row] = await tx
        .insert(threads)
        .values({
          contextType: 'project',
          projectId: input.projectId,
          title,
          description: input.description,
          createdBy: input.creatorId,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      const thread = row!;
      afterCommit(tx, { t: 'thread_update', th: thread.id, p: input.projectId });
      return thread;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertTitleFree(db, input.projectId, title);
    throw error;
  }
}

/** A new direct thread: the creator and the others named. */
type NewDirectThread = {
  creatorId: string;
  participantIds: readonly string[];
  title: string | null | undefined;
  description: string;
  now: Date;
};

/**
 * Creates a direct thread between the creator and 1–7 others who each share a project with
 * the creator (422 otherwise), or returns the existing thread of exactly those people
 * (`created` false).
 */
export async function createDirectThread(
  db: Db,
  input: NewDirectThread,
): Promise<{ thread: ThreadRow; created: boolean }> {
  const others = [...new Set(input.participantIds)].filter((id) => id !== input.creatorId);
  const people = [input.creatorId, ...others];
  if (people.length < DIRECT_THREAD_MIN_PEOPLE || people.length > DIRECT_THREAD_MAX_PEOPLE) {
    throw new ValidationError(DIRECT_THREAD_SIZE, [
      { loc: ['body', 'participant_ids'], msg: DIRECT_THREAD_SIZE },
    ]);
  }
  const shared = await db
    .selectDistinct({ id: projectMembers.userId })
    .from(projectMembers)
    .where(
      and(
        inArray(projectMembers.userId, others),
        sql`${projectMembers.projectId} in (select pm.project_id from project_members pm where pm.user_id = ${input.creatorId})`,
      ),
    );
  if (shared.length !== others.length) {
    throw new ValidationError(DIRECT_THREAD_STRANGER, [
      { loc: ['body', 'participant_ids'], msg: DIRECT_THREAD_STRANGER },
    ]);
  }
  const participantsKey = [...people].sort().join(',');
  const existing = async () => {
    const [row] = await db
      .select()
      .from(threads)
      .where(and(eq(threads.contextType, 'direct'), eq(threads.participantsKey, participantsKey)))
      .limit(1);
    return row;
  };
  const found = await existing();
  if (found) return { thread: found, created: false };
  const thread = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(threads)
      .values({
        contextType: 'direct',
        title: input.title || null,
        description: input.description,
        createdBy: input.creatorId,
        participantsKey,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx
      .insert(threadParticipants)
      .values(people.map((userId) => ({ threadId: row.id, userId })));
    afterCommit(tx, { t: 'thread_update', th: row.id, users: people });
    return row;
  });
  if (thread) return { thread, created: true };
  // Created concurrently by someone else: theirs is the one.
  const raced = await existing();
  if (!raced) throw new Error('direct thread vanished while being created');
  return { thread: raced, created: false };
}
