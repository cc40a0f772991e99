import type { DbOrTx } from '../../db/client.ts';
import type { invitations } from '../../db/schema.ts';
import { whoSharesAProjectWith } from '../users/user-policy.ts';

/** What decides who may read an invitation's address. */
type EmailFacts = Pick<typeof invitations.$inferSelect, 'inviteeId' | 'inviterId' | 'emailTyped'>;

/**
 * The invitee's address shows to the invitee, to anyone who shares a project with them, and to
 * the inviter when they typed it themself. Picking an account (by id) never reveals its address
 * to someone who does not know the person, and so neither does an invitation made that way.
 */
function showsEmail(invitation: EmailFacts, viewerId: string, sharesAProject: boolean): boolean {
  return (
    viewerId === invitation.inviteeId ||
    (invitation.emailTyped && viewerId === invitation.inviterId) ||
    sharesAProject
  );
}

/** For one viewer and a list of invitations: whether each one's address shows to them. */
export async function invitationEmailShownTo<T extends EmailFacts>(
  db: DbOrTx,
  viewerId: string,
  records: readonly T[],
): Promise<(record: T) => boolean> {
  const sharing = await whoSharesAProjectWith(
    db,
    viewerId,
    records.map((record) => record.inviteeId),
  );
  return (record) => showsEmail(record, viewerId, sharing.has(record.inviteeId));
}

/** For one invitation and many viewers: the viewers its address shows to. */
export async function invitationEmailAudience(
  db: DbOrTx,
  invitation: EmailFacts,
  viewerIds: readonly string[],
): Promise<Set<string>> {
  const sharing = await whoSharesAProjectWith(db, invitation.inviteeId, viewerIds);
  return new Set(viewerIds.filter((id) => showsEmail(invitation, id, sharing.has(id))));
}
