import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  milestoneCreateBody,
  milestoneUpdateBody,
  type MilestoneJson,
} from '@crewline/shared/contracts/milestones';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeMilestone } from './milestone-policy.ts';
import { presentMilestone } from './milestone-presenter.ts';
import {
  listMilestoneRows,
  loadMilestone,
  loadProjectToday,
  withWork,
} from './milestone-queries.ts';
import { createMilestone, updateMilestone } from './save-milestone.ts';
import { deleteMilestone } from './delete-milestone.ts';
import type { Db } from '../../db/client.ts';
import type { MilestoneRow } from './milestone-presenter.ts';
import type { ProjectRole } from '@crewline/shared/contracts/members';
import { loadInsightStamp } from '../insights/insight-version.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';

// A list is about half a kilobyte a milestone: this keeps thousands of projects' lists a process.
const MILESTONE_LIST_CACHE_BYTES = 4 * 1024 * 1024;

const auth = { access: 'authenticated' } as const;
const tags = ['milestones'];
const idParams = z.object({ id: z.uuid() });

/** One milestone as it reads now: its tasks' figures and today in its project's zone. */
async function presentOne(
  db: Db,
  row: MilestoneRow,
  role: ProjectRole,
  now: Date,
): Promise<MilestoneJson> {
  const { timeZone, today } = await loadProjectToday(db, row.projectId, now);
  const [loaded] = await withWork(db, [row], timeZone);
  return presentMilestone(loaded!, today, role);
}

/** A project's milestones: list and set them, edit and delete one (docs/API.md, Milestones). */
export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Milestone lists by (project, insight version, today, role): the project page and roadmaps
  // read them on every visit, and status is computed from the linked tasks each time.
  const lists = createVersionedJson(MILESTONE_LIST_CACHE_BYTES);

  app.get(
    '/api/projects/:id/milestones',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeMilestone(access, 'view');
      // The insight version moves with every milestone written and every task linked, unlinked,
      // done, reopened or re-dated (migrations 0035, 0039); status also moves with the day, and
      // the role makes `can`. The zone is the stamp's, so the body matches its key.
      const stamp = await loadInsightStamp(ctx.db, access.projectId, ctx.now());
      const { timeZone } = stamp.settings;
      const key = [access.projectId, stamp.version, stamp.today, timeZone, access.role].join('|');
      return lists.send(request, reply, key, async (): Promise<MilestoneJson[]> => {
        const rows = await listMilestoneRows(ctx.db, access.projectId);
        const loaded = await withWork(ctx.db, rows, timeZone);
        return loaded.map((milestone) => presentMilestone(milestone, stamp.today, access.role));
      });
    },
  );

  app.post(
    '/api/projects/:id/milestones',
    { config: auth, schema: { tags, params: idParams, body: milestoneCreateBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeMilestone(access, 'create');
      const now = ctx.now();
      const row = await createMilestone(ctx.db, {
        projectId: access.projectId,
        actorId: request.userId,
        body: request.body,
        now,
      });
      return reply.code(201).send(await presentOne(ctx.db, row, access.role, now));
    },
  );

  app.get(
    '/api/milestones/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request) => {
      const { milestone, access } = await loadMilestone(ctx.db, request.userId, request.params.id);
      authorizeMilestone(access, 'view');
      return presentOne(ctx.db, milestone, access.role, ctx.now());
    },
  );

  app.put(
    '/api/milestones/:id',
    { config: auth, schema: { tags, params: idParams, body: milestoneUpdateBody } },
    async (request) => {
      const { milestone, access } = await loadMilestone(ctx.db, request.userId, request.params.id);
      authorizeMilestone(access, 'update');
      const now = ctx.now();
      const row = await updateMilestone(ctx.db, {
        milestoneId: milestone.id,
        body: request.body,
        now,
      });
      return presentOne(ctx.db, row, access.role, now);
    },
  );

  app.delete(
    '/api/milestones/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { milestone, access } = await loadMilestone(ctx.db, request.userId, request.params.id);
      authorizeMilestone(access, 'delete');
      await deleteMilestone(ctx.db, { milestoneId: milestone.id, now: ctx.now() });
      return reply.code(204).send();
    },
  );
};
