import type { ProjectRole } from '@crewline/shared/contracts/members';
import { ForbiddenError } from '../../errors.ts';
import { authorize, roleCan, type ProjectAccess } from '../projects/project-policy.ts';

/** The 404 text for a comment that does not exist or is in a project the caller is not in. */
export const COMMENT_NOT_FOUND = 'Comment not found';

/** Everything a caller may attempt on comments. */
type CommentAction = 'view' | 'create' | 'update' | 'delete';

/** The abilities sent with a comment (`can`). */
type CommentAbilities = { update: boolean; delete: boolean };

/** Who is looking at a comment: their id and their role in its project. */
export type CommentViewer = { userId: string; role: ProjectRole };

// Every member reads comments; the roles that may comment write them (observers read only).
// A comment is its author's to edit; the author or the project owner deletes it. An author
// whose role no longer comments (made an observer) keeps reading but no longer writes.
function may(viewer: CommentViewer, action: CommentAction, authorId: string | null): boolean {
  const writes = roleCan(viewer.role, 'comment');
  const isAuthor = authorId !== null && authorId === viewer.userId;
  switch (action) {
    case 'view':
      return roleCan(viewer.role, 'view');
    case 'create':
      return writes;
    case 'update':
      return writes && isAuthor;
    case 'delete':
      return viewer.role === 'owner' || (writes && isAuthor);
  }
}

/**
 * Throws 403 unless the caller may perform `action`; `authorId` is the comment's author for
 * update and delete (null once that account is gone).
 */
export function authorizeComment(
  access: ProjectAccess,
  action: CommentAction,
  authorId: string | null = null,
): void {
  authorize(access, 'view');
  if (!may({ userId: access.userId, role: access.role }, action, authorId)) {
    throw new ForbiddenError();
  }
}

/** The `can` object of a comment by `authorId` for `viewer`. */
export function commentAbilities(viewer: CommentViewer, authorId: string | null): CommentAbilities {
  return {
    update: may(viewer, 'update', authorId),
    delete: may(viewer, 'delete', authorId),
  };
}
