import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ROADMAP_NOT_FOUND,
  roadmapCreateBody,
  roadmapUpdateBody,
  type RoadmapJson,
  type RoadmapListJson,
} from '@crewline/shared/contracts/roadmaps';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';
import { loadRoadmapListKey } from './roadmap-list-key.ts';
import { presentRoadmap } from './roadmap-presenter.ts';
import {
  listVisibleRoadmaps,
  loadPeople,
  loadProjectTeams,
  loadVisibleMilestones,
} from './roadmap-queries.ts';
import { createRoadmap, deleteRoadmap, updateRoadmap } from './save-roadmap.ts';

const LIST_CACHE_BYTES = 8 * 1024 * 1024;
const auth = { access: 'authenticated' } as const;
const tags = ['roadmaps'];
const idParams = z.object({ id: z.uuid() });

/** The roadmaps `viewerId` may see (or the one named), each computed from their milestones. */
async function loadRoadmaps(
  db: Db,
  viewerId: string,
  now: Date,
  roadmapId?: string,
): Promise<RoadmapJson[]> {
  const rows = await listVisibleRoadmaps(db, viewerId, roadmapId);
  const entries = await loadVisibleMilestones(
    db,
    rows.map((row) => row.id),
    viewerId,
    now,
  );
  const [teams, owners] = await Promise.all([
    loadProjectTeams(db, [...new Set(entries.map((entry) => entry.milestone.projectId))]),
    loadPeople(
      db,
      rows.map((row) => row.ownerId),
    ),
  ]);
  return rows.map((row) =>
    presentRoadmap(row, {
      viewerId,
      owner: owners.get(row.ownerId),
      milestones: entries.filter((entry) => entry.roadmapId === row.id),
      teams,
    }),
  );
}

async function loadOne(db: Db, viewerId: string, now: Date, roadmapId: string) {
  const [roadmap] = await loadRoadmaps(db, viewerId, now, roadmapId);
  if (!roadmap) throw new NotFoundError(ROADMAP_NOT_FOUND);
  return roadmap;
}

/** Roadmaps across projects: list, create, read, change and delete (docs/API.md, Roadmaps). */
export const roadmapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Lists by the key of everything they are computed from: the page reads its list on every
  // visit and after every change announced to it, and each status needs its tasks' figures.
  const lists = createVersionedJson(LIST_CACHE_BYTES);

  app.get('/api/roadmaps', { config: auth, schema: { tags } }, async (request, reply) => {
    const now = ctx.now();
    const key = await loadRoadmapListKey(ctx.db, request.userId, now);
    return lists.send(request, reply, key, async (): Promise<RoadmapListJson> => ({
      roadmaps: await loadRoadmaps(ctx.db, request.userId, now),
    }));
  });

  app.post(
    '/api/roadmaps',
    { config: auth, schema: { tags, body: roadmapCreateBody } },
    async (request, reply) => {
      const id = await createRoadmap(ctx.db, {
        ownerId: request.userId,
        body: request.body,
        now: ctx.now(),
      });
      return reply.code(201).send(await loadOne(ctx.db, request.userId, ctx.now(), id));
    },
  );

  app.get(
    '/api/roadmaps/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request) => loadOne(ctx.db, request.userId, ctx.now(), request.params.id),
  );

  app.put(
    '/api/roadmaps/:id',
    { config: auth, schema: { tags, params: idParams, body: roadmapUpdateBody } },
    async (request) => {
      // Someone who may not see it learns nothing (404); someone who may, but did not create it, 403.
      await loadOne(ctx.db, request.userId, ctx.now(), request.params.id);
      await updateRoadmap(ctx.db, {
        roadmapId: request.params.id,
        userId: request.userId,
        body: request.body,
        now: ctx.now(),
      });
      return loadOne(ctx.db, request.userId, ctx.now(), request.params.id);
    },
  );

  app.delete(
    '/api/roadmaps/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      await loadOne(ctx.db, request.userId, ctx.now(), request.params.id);
      await deleteRoadmap(ctx.db, { roadmapId: request.params.id, userId: request.userId });
      return reply.code(204).send();
    },
  );
};
