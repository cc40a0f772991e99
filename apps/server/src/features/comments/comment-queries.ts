import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CommentJson } from '@crewline/shared/contracts/comments';
import type { PersonRef } from '@crewline/shared/contracts/project-responses';
import { comments, projectMembers, projects, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { toProjectRole, type ProjectAccess } from '../projects/project-policy.ts';
import { COMMENT_NOT_FOUND } from './comment-policy.ts';
import { presentComment, type CommentRow } from './comment-presenter.ts';

const authorColumns = { authorName: users.name, authorAvatar: users.avatar };

type Joined = { comment: CommentRow; authorName: string | null; authorAvatar: string | null };

/** The author of a joined row, or null when the account is gone. */
function authorOf({ comment, authorName, authorAvatar }: Joined): PersonRef | null {
  return comment.userId && authorName !== null
    ? { id: comment.userId, name: authorName, avatar: authorAvatar }
    : null;
}

/**
 * A project's comments (`taskId` null) or one task's, oldest first, as the caller sees them.
 * One walk of comments_thread_idx.
 */
export async function listComments(
  db: Db,
  access: ProjectAccess,
  taskId: string | null,
): Promise<CommentJson[]> {
  const rows = await db
    .select({ comment: comments, ...authorColumns })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.projectId, access.projectId),
        taskId === null ? isNull(comments.taskId) : eq(comments.taskId, taskId),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const viewer = { userId: access.userId, role: access.role };
  return rows.map((row) => presentComment(row.comment, authorOf(row), viewer));
}

/** One comment with its author and the caller's standing in its project. */
type LoadedComment = { comment: CommentRow; json: CommentJson; access: ProjectAccess };

/**
 * Loads a comment and the caller's membership of its project in one query. A comment in a
 * project the caller is not in is as missing as one that does not exist: 404, never 403.
 */
export async function loadComment(
  db: Db,
  userId: string,
  commentId: string,
): Promise<LoadedComment> {
  const [row] = await db
    .select({
      comment: comments,
      ...authorColumns,
      memberRole: projectMembers.role,
      ownerId: projects.ownerId,
    })
    .from(comments)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, comments.projectId), eq(projectMembers.userId, userId)),
    )
    .innerJoin(projects, eq(projects.id, comments.projectId))
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!row) throw new NotFoundError(COMMENT_NOT_FOUND);
  const role = row.ownerId === userId ? 'owner' : toProjectRole(row.memberRole);
  return {
    comment: row.comment,
    json: presentComment(row.comment, authorOf(row), { userId, role }),
    access: { projectId: row.comment.projectId, userId, ownerId: row.ownerId, role },
  };
}

/**
 * A comment and its author by id, for presenting it to others (the realtime layer presents
 * it once per recipient with `presentComment`); null when it is gone.
 */
export async function loadCommentWithAuthor(
  db: Db,
  commentId: string,
): Promise<{ comment: CommentRow; author: PersonRef | null } | null> {
  const [row] = await db
    .select({ comment: comments, ...authorColumns })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return row ? { comment: row.comment, author: authorOf(row) } : null;
}
