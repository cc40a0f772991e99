import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allocationCreateBody,
  allocationUpdateBody,
  resourceCreateBody,
  resourceListQuery,
  resourceUpdateBody,
} from '@crewline/shared/contracts/resources';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeManageResources } from './resource-policy.ts';
import { createResource, deleteResource, updateResource } from './save-resource.ts';
import { createAllocation, deleteAllocation, updateAllocation } from './save-allocation.ts';
import {
  listAllocations,
  listResources,
  loadAllocation,
  loadResource,
} from './resource-queries.ts';
import { presentAllocation, presentResource } from './resource-presenter.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['resources'];
const resourceParams = z.object({ id: z.uuid() });
const allocationParams = z.object({ id: z.uuid(), allocationId: z.uuid() });

/** A project's resources and their allocations (docs/API.md, Resources and allocations). */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/resources',
    { config: auth, schema: { tags, querystring: resourceListQuery } },
    async (request) => {
      const projectId = request.query.project_id;
      // Asking for one project is a lookup: a project the caller is not in is a 404.
      if (projectId) await loadProjectAccess(ctx.db, projectId, request.userId);
      return listResources(ctx.db, request.userId, projectId);
    },
  );

  app.post(
    '/api/resources',
    { config: auth, schema: { tags, body: resourceCreateBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.body.project_id, request.userId);
      authorizeManageResources(access);
      const row = await createResource(ctx.db, request.body, request.userId, ctx.now());
      return reply.code(201).send(presentResource(row));
    },
  );

  app.get(
    '/api/resources/:id',
    { config: auth, schema: { tags, params: resourceParams } },
    async (request) =>
      presentResource((await loadResource(ctx.db, request.userId, request.params.id)).resource),
  );

  app.put(
    '/api/resources/:id',
    { config: auth, schema: { tags, params: resourceParams, body: resourceUpdateBody } },
    async (request) => {
      const { resource, access } = await loadResource(ctx.db, request.userId, request.params.id);
      authorizeManageResources(access);
      return presentResource(
        await updateResource(ctx.db, resource, request.body, request.userId, ctx.now()),
      );
    },
  );

  app.delete(
    '/api/resources/:id',
    { config: auth, schema: { tags, params: resourceParams } },
    async (request, reply) => {
      const { resource, access } = await loadResource(ctx.db, request.userId, request.params.id);
      authorizeManageResources(access);
      await deleteResource(ctx.db, resource, request.userId, ctx.now());
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/resources/:id/allocations',
    { config: auth, schema: { tags, params: resourceParams } },
    async (request) => {
      const { resource } = await loadResource(ctx.db, request.userId, request.params.id);
      return (await listAllocations(ctx.db, resource.id)).map(presentAllocation);
    },
  );

  app.post(
    '/api/resources/:id/allocations',
    { config: auth, schema: { tags, params: resourceParams, body: allocationCreateBody } },
    async (request, reply) => {
      const { resource, access } = await loadResource(ctx.db, request.userId, request.params.id);
      authorizeManageResources(access);
      const row = await createAllocation(
        ctx.db,
        resource.id,
        request.body,
        request.userId,
        ctx.now(),
      );
      return reply.code(201).send(presentAllocation(row));
    },
  );

  app.put(
    '/api/resources/:id/allocations/:allocationId',
    { config: auth, schema: { tags, params: allocationParams, body: allocationUpdateBody } },
    async (request) => {
      const { resource, access } = await loadResource(ctx.db, request.userId, request.params.id);
      const current = await loadAllocation(ctx.db, resource.id, request.params.allocationId);
      authorizeManageResources(access);
      return presentAllocation(
        await updateAllocation(ctx.db, current, request.body, request.userId, ctx.now()),
      );
    },
  );

  app.delete(
    '/api/resources/:id/allocations/:allocationId',
    { config: auth, schema: { tags, params: allocationParams } },
    async (request, reply) => {
      const { resource, access } = await loadResource(ctx.db, request.userId, request.params.id);
      const current = await loadAllocation(ctx.db, resource.id, request.params.allocationId);
      authorizeManageResources(access);
      await deleteAllocation(ctx.db, current, request.userId, ctx.now());
      return reply.code(204).send();
    },
  );
};
