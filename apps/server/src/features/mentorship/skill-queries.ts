import { asc, inArray, sql } from 'drizzle-orm';
import type { SkillTagJson } from '@crewline/shared/contracts/mentorship';
import { mentorshipSkills } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The whole catalogue, in the order it was seeded (most common first). */
export async function listSkills(db: DbOrTx): Promise<SkillTagJson[]> {
  return db
    .select({ id: mentorshipSkills.id, name: mentorshipSkills.name })
    .from(mentorshipSkills)
    .orderBy(asc(mentorshipSkills.id));
}

/**
 * The catalogue's spelling of each of `names` that it holds, keyed by the lower-case name: people
 * type "typescript" as often as "TypeScript". Names it lacks are absent from the map.
 */
export async function findSkillNames(
  db: DbOrTx,
  names: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ name: mentorshipSkills.name })
    .from(mentorshipSkills)
    .where(inArray(sql`lower(${mentorshipSkills.name})`, wanted));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
}
