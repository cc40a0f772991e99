import { eq } from 'drizzle-orm';
import {
  ROADMAP_MILESTONE_UNKNOWN,
  ROADMAP_NOT_FOUND,
  type RoadmapCreateBody,
  type RoadmapUpdateBody,
} from '@crewline/shared/contracts/roadmaps';
import { roadmapMilestones, roadmaps } from '../../db/roadmaps-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { authorizeRoadmapChange } from './roadmap-policy.ts';
import {
  membersOfMilestoneProjects,
  milestonesInUsersProjects,
  roadmapMilestoneIds,
} from './roadmap-queries.ts';

/** 422 unless every milestone is in a project `userId` is a member of (none is revealed). */
async function checkMilestones(db: DbOrTx, milestoneIds: readonly string[], userId: string) {
  const known = await milestonesInUsersProjects(db, milestoneIds, userId);
  const unknown = milestoneIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ValidationError(
      ROADMAP_MILESTONE_UNKNOWN,
      unknown.map((id) => ({
        loc: ['body', 'milestone_ids', milestoneIds.indexOf(id)],
        msg: ROADMAP_MILESTONE_UNKNOWN,
      })),
    );
  }
}

async function replaceMilestones(db: DbOrTx, roadmapId: string, milestoneIds: readonly string[]) {
  await db.delete(roadmapMilestones).where(eq(roadmapMilestones.roadmapId, roadmapId));
  if (milestoneIds.length === 0) return;
  await db
    .insert(roadmapMilestones)
    .values(milestoneIds.map((milestoneId, position) => ({ roadmapId, milestoneId, position })));
}

/**
 * Who must hear that a roadmap changed: its creator, and while it is shared (before or after the
 * change) everyone in the projects of its milestones (before and after).
 */
async function audience(
  db: DbOrTx,
  ownerId: string,
  shared: boolean,
  milestoneIds: readonly string[],
): Promise<string[]> {
  const people = new Set([ownerId]);
  if (shared) for (const id of await membersOfMilestoneProjects(db, milestoneIds)) people.add(id);
  return [...people];
}

/** Creates a roadmap owned by `ownerId` (docs/API.md, Roadmaps). */
export async function createRoadmap(
  db: Db,
  options: { ownerId: string; body: RoadmapCreateBody; now: Date },
): Promise<string> {
  const { ownerId, body, now } = options;
  const milestoneIds = body.milestone_ids ?? [];
  return db.transaction(async (tx) => {
    await checkMilestones(tx, milestoneIds, ownerId);
    const [row] = await tx
      .insert(roadmaps)
      .values({
        ownerId,
        title: body.title,
        description: body.description ?? '',
        visibility: body.visibility ?? 'private',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: roadmaps.id });
    await replaceMilestones(tx, row!.id, milestoneIds);
    const users = await audience(tx, ownerId, body.visibility === 'members', milestoneIds);
    afterCommit(tx, { t: 'roadmaps_changed', id: row!.id, users });
    return row!.id;
  });
}

/**
 * Changes a roadmap: only its creator may (403). New milestone ids must be in the creator's
 * projects; ones already on it stay even if the creator has since left their project.
 */
export async function updateRoadmap(
  db: Db,
  options: { roadmapId: string; userId: string; body: RoadmapUpdateBody; now: Date },
): Promise<void> {
  const { roadmapId, userId, body, now } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(roadmaps)
      .where(eq(roadmaps.id, roadmapId))
      .for('update');
    if (!before) throw new NotFoundError(ROADMAP_NOT_FOUND);
    authorizeRoadmapChange(before, userId);
    const previousIds = await roadmapMilestoneIds(tx, roadmapId);
    if (body.milestone_ids) {
      const kept = new Set(previousIds);
      await checkMilestones(
        tx,
        body.milestone_ids.filter((id) => !kept.has(id)),
        userId,
      );
      await replaceMilestones(tx, roadmapId, body.milestone_ids);
    }
    await tx
      .update(roadmaps)
      .set({
        title: body.title,
        description: body.description,
        visibility: body.visibility,
        updatedAt: now,
      })
      .where(eq(roadmaps.id, roadmapId));
    const shared = before.visibility === 'members' || body.visibility === 'members';
    const users = await audience(tx, before.ownerId, shared, [
      ...new Set([...previousIds, ...(body.milestone_ids ?? [])]),
    ]);
    afterCommit(tx, { t: 'roadmaps_changed', id: roadmapId, users });
  });
}

/** Deletes a roadmap (its creator only); its milestones are untouched. */
export async function deleteRoadmap(
  db: Db,
  options: { roadmapId: string; userId: string },
): Promise<void> {
  const { roadmapId, userId } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(roadmaps)
      .where(eq(roadmaps.id, roadmapId))
      .for('update');
    if (!before) throw new NotFoundError(ROADMAP_NOT_FOUND);
    authorizeRoadmapChange(before, userId);
    const milestoneIds = await roadmapMilestoneIds(tx, roadmapId);
    const users = await audience(tx, before.ownerId, before.visibility === 'members', milestoneIds);
    await tx.delete(roadmaps).where(eq(roadmaps.id, roadmapId));
    afterCommit(tx, { t: 'roadmaps_changed', id: roadmapId, users });
  });
}
