import { COMMENT_MENTION_NOT_MEMBER } from '@crewline/shared/contracts/rule-sentences';
import { and, eq, inArray } from 'drizzle-orm';
import { projectMembers } from '../../db/schema.ts';
import { ValidationError } from '../../errors.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Returns the mentions deduplicated (first occurrence kept), or 422 when someone newly
 * mentioned is not a member of the project. Ids the comment already mentioned stay allowed,
 * so editing a comment that names a member who has since left does not fail.
 */
export async function checkMentions(
  tx: DbOrTx,
  projectId: string,
  mentions: readonly string[],
  alreadyMentioned: readonly string[] = [],
): Promise<string[]> {
  const unique = [...new Set(mentions)];
  const kept = new Set(alreadyMentioned);
  const added = unique.filter((id) => !kept.has(id));
  if (added.length === 0) return unique;
  const members = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, added)));
  if (members.length !== added.length) {
    throw new ValidationError(COMMENT_MENTION_NOT_MEMBER, [
      { loc: ['body', 'mentions'], msg: COMMENT_MENTION_NOT_MEMBER },
    ]);
  }
  return unique;
}
