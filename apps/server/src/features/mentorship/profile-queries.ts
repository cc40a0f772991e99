import { eq } from 'drizzle-orm';
import type { DeveloperProfileJson } from '@crewline/shared/contracts/mentorship';
import { users } from '../../db/schema.ts';
import { mentorshipProfiles } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { presentDeveloperProfile } from './profile-presenter.ts';

/** A person's developer profile with their account's name and bio (404 for no such account). */
export async function loadDeveloperProfile(
  db: DbOrTx,
  userId: string,
): Promise<DeveloperProfileJson> {
  const [row] = await db
    .select({
      account: { id: users.id, name: users.name, bio: users.bio },
      profile: mentorshipProfiles,
    })
    .from(users)
    .leftJoin(mentorshipProfiles, eq(mentorshipProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError('User not found');
  return presentDeveloperProfile(row.account, row.profile);
}
