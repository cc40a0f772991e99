import { ForbiddenError } from '../../errors.ts';

/** The 404 text for a thread that does not exist or that the caller may not read. */
export const THREAD_NOT_FOUND = 'Thread not found';
/** The 404 text for a message that does not exist or is in a thread the caller may not read. */
export const MESSAGE_NOT_FOUND = 'Message not found';

/**
 * What the rules need to know about a thread the caller can read (reading itself is decided by
 * the queries: members of its project, or its participants; everyone else gets 404).
 */
export type ThreadStanding = {
  userId: string;
  createdBy: string | null;
  title: string | null;
  /** The owner of the thread's project; null for a direct thread. */
  projectOwnerId: string | null;
};

/** The abilities sent with a thread (`can`). */
type ThreadAbilities = { update: boolean; delete: boolean };

// A thread is edited and deleted by its creator or the project owner, and only a titled one.
function mayManage(standing: ThreadStanding): boolean {
  if (standing.title === null) return false;
  return standing.createdBy === standing.userId || standing.projectOwnerId === standing.userId;
}

/** Throws 403 unless the caller may rename, pin, archive or delete the thread. */
export function authorizeThreadChange(standing: ThreadStanding): void {
  if (!mayManage(standing)) throw new ForbiddenError();
}

/** The `can` object of a thread for its reader. */
export function threadAbilities(standing: ThreadStanding): ThreadAbilities {
  const manage = mayManage(standing);
  return { update: manage, delete: manage };
}

/** The abilities sent with a message (`can`): only its author edits and deletes it. */
export function messageAbilities(
  userId: string,
  authorId: string | null,
): { update: boolean; delete: boolean } {
  const own = authorId !== null && authorId === userId;
  return { update: own, delete: own };
}

/** Throws 403 unless the caller wrote the message. */
export function authorizeMessageChange(userId: string, authorId: string | null): void {
  if (!messageAbilities(userId, authorId).update) throw new ForbiddenError();
}
