import {
  DEFAULT_DEVELOPER_PROFILE,
  type DeveloperProfileJson,
} from '@crewline/shared/contracts/mentorship';
import type { mentorshipProfiles } from '../../db/mentorship-schema.ts';

type ProfileRow = typeof mentorshipProfiles.$inferSelect;
type Account = { id: string; name: string; bio: string };

/**
 * A developer profile as the API shows it: the stored row (or the defaults when its owner never
 * saved one) with the account's name and bio, and whether both are filled in.
 */
export function presentDeveloperProfile(
  account: Account,
  row: ProfileRow | null,
): DeveloperProfileJson {
  const profile = row
    ? {
        skills: row.skills,
        languages: row.languages,
        frameworks: row.frameworks,
        expertise: row.expertise,
        timezone: row.timezone,
        availabilityHoursPerWeek: row.availabilityHoursPerWeek,
        githubUsername: row.githubUsername,
        isMentor: row.isMentor,
        yearsExperience: row.yearsExperience,
        maxSessionsPerWeek: row.maxSessionsPerWeek,
      }
    : structuredClone(DEFAULT_DEVELOPER_PROFILE);
  const fullName = account.name.trim();
  const bio = account.bio.trim();
  return {
    userId: account.id,
    fullName: account.name,
    bio: account.bio,
    complete: fullName !== '' && bio !== '',
    ...profile,
  };
}
