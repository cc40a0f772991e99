import { ROADMAP_CREATOR_ONLY } from '@crewline/shared/contracts/roadmaps';
import { ForbiddenError } from '../../errors.ts';
import type { RoadmapRow } from './roadmap-queries.ts';

/**
 * Throws 403 unless `userId` created the roadmap: a shared roadmap is read by the members of its
 * milestones' projects, and changed and deleted by its creator alone.
 */
export function authorizeRoadmapChange(roadmap: RoadmapRow, userId: string): void {
  if (roadmap.ownerId !== userId) throw new ForbiddenError(ROADMAP_CREATOR_ONLY);
}
