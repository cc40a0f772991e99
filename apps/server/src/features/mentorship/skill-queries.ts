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

const catalogues = new WeakMap<object, Promise<Map<string, string>>>();

/**
 * The catalogue's spelling of every skill, keyed by the lower-case name. Only a migration
 * changes the catalogue, and every process migrates or restarts with it, so a process reads it
 * once (per database handle: tests run several databases in one process).
 */
export function skillCatalogue(db: DbOrTx): Promise<Map<string, string>> {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = db
      .select({ name: mentorshipSkills.name })
      .from(mentorshipSkills)
      .then((rows) => new Map(rows.map((row) => [row.name.toLowerCase(), row.name])));
    catalogues.set(db, catalogue);
    // A failed read is not kept: the next search reads again.
    catalogue.catch(() => catalogues.delete(db));
  }
  return catalogue;
}
