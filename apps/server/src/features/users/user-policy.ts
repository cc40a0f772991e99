import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { projectMembers } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

const theirs = alias(projectMembers, 'theirs');

/**
 * Which of `userIds` share at least one project with `userId` (both are members of it; a pending
 * invitation does not count). One query whatever the number of people, so lists need no loop.
 */
export async function whoSharesAProjectWith(
  db: DbOrTx,
  userId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const others = [...new Set(userIds)].filter((id) => id !== userId);
  if (others.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: theirs.userId })
    .from(projectMembers)
    .innerJoin(theirs, eq(theirs.projectId, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, userId), inArray(theirs.userId, others)));
  return new Set(rows.map((row) => row.userId));
}

/** Whether `a` and `b` are members of at least one same project. */
export async function sharesProjectWith(db: DbOrTx, a: string, b: string): Promise<boolean> {
  return (await whoSharesAProjectWith(db, a, [b])).has(b);
}

/**
 * Whether `viewerId` may see `userId`'s e-mail address: the person themself and
 * anyone who shares a project with them. Everyone else sees the rest of the profile, so an
 * account id found in a link never turns into an address to write to.
 */
export async function canSeeUserEmail(
  db: DbOrTx,
  viewerId: string,
  userId: string,
): Promise<boolean> {
  return viewerId === userId || (await sharesProjectWith(db, viewerId, userId));
}
