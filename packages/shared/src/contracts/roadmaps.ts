import { z } from 'zod';
import { NAME_MAX_LENGTH, ROADMAP_MILESTONES_MAX } from '../limits.ts';
import type { MilestoneStatus } from '../roadmaps/milestone-status.ts';
import { longTextSchema } from './projects.ts';

/** Who sees a roadmap: its creator alone, or also the members of its milestones' projects. */
export const ROADMAP_VISIBILITIES = ['private', 'members'] as const;
export type RoadmapVisibility = (typeof ROADMAP_VISIBILITIES)[number];

/** The 404 text for a roadmap that does not exist or that the caller may not see. */
export const ROADMAP_NOT_FOUND = 'Roadmap not found';
/** The 403 text for changing someone else's roadmap. */
export const ROADMAP_CREATOR_ONLY = 'Only the creator of a roadmap can change or delete it';
/** The 422 text for milestone ids that name no milestone of a project the caller is in. */
export const ROADMAP_MILESTONE_UNKNOWN = 'Milestone not found in your projects';

const roadmapTitleSchema = z
  .string()
  .trim()
  .min(1, 'Roadmap title is required')
  .max(NAME_MAX_LENGTH, `Roadmap title must be at most ${NAME_MAX_LENGTH} characters`);

/** The milestones in the creator's order; each at most once. */
const milestoneIdsSchema = z
  .array(z.uuid())
  .max(ROADMAP_MILESTONES_MAX, `A roadmap may hold at most ${ROADMAP_MILESTONES_MAX} milestones`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each milestone may appear once' });

/** Body of POST /api/roadmaps. */
export const roadmapCreateBody = z.object({
  title: roadmapTitleSchema,
  description: longTextSchema.optional(),
  milestone_ids: milestoneIdsSchema.optional(),
  visibility: z.enum(ROADMAP_VISIBILITIES).optional(),
});
export type RoadmapCreateBody = z.infer<typeof roadmapCreateBody>;
export type RoadmapCreateInput = z.input<typeof roadmapCreateBody>;

/** Body of PUT /api/roadmaps/{id}: any subset; `milestone_ids` replaces the whole list. */
export const roadmapUpdateBody = z
  .object({
    title: roadmapTitleSchema.optional(),
    description: longTextSchema.optional(),
    milestone_ids: milestoneIdsSchema.optional(),
    visibility: z.enum(ROADMAP_VISIBILITIES).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type RoadmapUpdateBody = z.infer<typeof roadmapUpdateBody>;
export type RoadmapUpdateInput = z.input<typeof roadmapUpdateBody>;

/** A milestone on a roadmap, as the viewer sees it. */
export type RoadmapMilestoneJson = {
  id: string;
  project_id: string;
  project_name: string;
  name: string;
  start_date: string;
  due_date: string;
  status: MilestoneStatus;
  /** Whole percent. */
  progress: number;
};

/** A person on a roadmap's team (the members of its milestones' projects). */
export type RoadmapPersonJson = { id: string; name: string; avatar: string | null };

/** One roadmap, computed from the milestones its viewer may see. */
export type RoadmapJson = {
  id: string;
  title: string;
  description: string;
  visibility: RoadmapVisibility;
  owner: RoadmapPersonJson;
  /** Whether the viewer may edit and delete it (its creator). */
  can_edit: boolean;
  status: MilestoneStatus;
  progress: number;
  start_date: string | null;
  end_date: string | null;
  milestones: RoadmapMilestoneJson[];
  projects: { id: string; name: string }[];
  /** Up to three people, and how many there are in all (the card shows "+N" for the rest). */
  team: { members: RoadmapPersonJson[]; count: number };
  created_at: string;
  updated_at: string;
};

/** Answer of GET /api/roadmaps. */
export type RoadmapListJson = { roadmaps: RoadmapJson[] };
