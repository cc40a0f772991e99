import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sprintCloseBody,
  sprintCreateBody,
  sprintUpdateBody,
  type SprintCloseJson,
} from '@crewline/shared/contracts/sprints';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeSprint } from './sprint-policy.ts';
import { listSprints, loadSprint } from './sprint-queries.ts';
import { presentSprint } from './sprint-presenter.ts';
import { createSprint, updateSprint } from './save-sprint.ts';
import { closeSprint } from './close-sprint.ts';
import { deleteSprint } from './delete-sprint.ts';
import { loadInsightStamp } from '../insights/insight-version.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';

// A list is a few hundred bytes a sprint: this keeps thousands of projects' lists a process.
const SPRINT_LIST_CACHE_BYTES = 4 * 1024 * 1024;

const auth = { access: 'authenticated' } as const;
const tags = ['sprints'];
const idParams = z.object({ id: z.uuid() });

/** A project's sprints: list and plan them, edit, close and delete one (docs/API.md, Sprints). */
export const sprintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Sprint lists by (project, insight version, role): the charts page and the Tasks screen's
  // filter read them on every visit, and a project changes its sprints a few times a month.
  const lists = createVersionedJson(SPRINT_LIST_CACHE_BYTES);

  app.get(
    '/api/projects/:id/sprints',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeSprint(access, 'view');
      // The insight version moves with every sprint written (migration 0035); the role makes `can`.
      const { version } = await loadInsightStamp(ctx.db, access.projectId, ctx.now());
      const key = [access.projectId, version, access.role].join('|');
      return lists.send(request, reply, key, async () => {
        const rows = await listSprints(ctx.db, access.projectId);
        return rows.map((row) => presentSprint(row, access.role));
      });
    },
  );

  app.post(
    '/api/projects/:id/sprints',
    { config: auth, schema: { tags, params: idParams, body: sprintCreateBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeSprint(access, 'create');
      const row = await createSprint(ctx.db, {
        projectId: access.projectId,
        actorId: request.userId,
        body: request.body,
        now: ctx.now(),
      });
      return reply.code(201).send(presentSprint(row, access.role));
    },
  );

  app.get(
    '/api/sprints/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request) => {
      const { sprint, access } = await loadSprint(ctx.db, request.userId, request.params.id);
      authorizeSprint(access, 'view');
      return presentSprint(sprint, access.role);
    },
  );

  app.put(
    '/api/sprints/:id',
    { config: auth, schema: { tags, params: idParams, body: sprintUpdateBody } },
    async (request) => {
      const { sprint, access } = await loadSprint(ctx.db, request.userId, request.params.id);
      authorizeSprint(access, 'update');
      const row = await updateSprint(ctx.db, { sprintId: sprint.id, body: request.body });
      return presentSprint(row, access.role);
    },
  );

  app.delete(
    '/api/sprints/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { sprint, access } = await loadSprint(ctx.db, request.userId, request.params.id);
      authorizeSprint(access, 'delete');
      await deleteSprint(ctx.db, { sprintId: sprint.id, actorId: request.userId, now: ctx.now() });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/sprints/:id/close',
    { config: auth, schema: { tags, params: idParams, body: sprintCloseBody } },
    async (request): Promise<SprintCloseJson> => {
      const { sprint, access } = await loadSprint(ctx.db, request.userId, request.params.id);
      authorizeSprint(access, 'close');
      const moveOpenTo = request.body.move_open_to;
      const closed = await closeSprint(ctx.db, {
        sprintId: sprint.id,
        moveOpenTo,
        actorId: request.userId,
        now: ctx.now(),
      });
      return {
        sprint: presentSprint(closed.sprint, access.role),
        moved_task_ids: closed.movedTaskIds,
        moved_to: moveOpenTo,
      };
    },
  );
};
