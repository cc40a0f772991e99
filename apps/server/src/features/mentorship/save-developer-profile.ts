import { SKILL_UNKNOWN, type DeveloperProfileBody } from '@crewline/shared/contracts/mentorship';
import { mentorshipProfiles } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { findSkillNames } from './skill-queries.ts';

/** `tags` with repeats dropped (whatever their letter case), the first spelling kept. */
function distinct(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The zone as the runtime names it ("europe/berlin" → "Europe/Berlin"); the schema checked it. */
function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * PUT /api/mentorship/profile: replaces the caller's developer profile. Every skill must be in the
 * catalogue (422 naming each one that is not) and is stored as the catalogue spells it; tags are
 * kept once each; the time zone is stored as the runtime spells it; an empty GitHub username is
 * none.
 */
export async function saveDeveloperProfile(
  db: Db,
  options: { userId: string; profile: DeveloperProfileBody; now: Date },
): Promise<void> {
  const { userId, profile, now } = options;
  const known = await findSkillNames(db, profile.skills);
  const detail = profile.skills.flatMap((skill, index) =>
    known.has(skill.toLowerCase()) ? [] : [{ loc: ['body', 'skills', index], msg: SKILL_UNKNOWN }],
  );
  if (detail.length > 0) throw new ValidationError(SKILL_UNKNOWN, detail);
  const values = {
    skills: distinct(profile.skills.map((skill) => known.get(skill.toLowerCase()) ?? skill)),
    languages: distinct(profile.languages),
    frameworks: distinct(profile.frameworks),
    expertise: distinct(profile.expertise),
    timezone: canonicalTimeZone(profile.timezone),
    availabilityHoursPerWeek: profile.availabilityHoursPerWeek,
    githubUsername: profile.githubUsername || null,
    isMentor: profile.isMentor,
    yearsExperience: profile.yearsExperience,
    maxSessionsPerWeek: profile.maxSessionsPerWeek,
    updatedAt: now,
  };
  await db
    .insert(mentorshipProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: mentorshipProfiles.userId, set: values });
}
