import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  timeEntryCreateBody,
  timeEntryListQuery,
  timeEntryUpdateBody,
  timerStartBody,
  timesheetQuery,
} from '@crewline/shared/contracts/time-entries';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeTimeOf } from './time-entry-policy.ts';
import { loadTask } from '../tasks/task-queries.ts';
import { createTimeEntry, deleteTimeEntry, stopTimer, updateTimeEntry } from './save-time-entry.ts';
import { listTimeEntries, loadRunningTimer, loadTimeEntry } from './time-entry-queries.ts';
import { loadTimesheet } from './timesheet-query.ts';
import { loadTimesheetVersion } from './timesheet-version.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';

// A week's sheet is about 7 KB: this keeps a few thousand (weeks x filters x projects).
const TIMESHEET_CACHE_BYTES = 16 * 1024 * 1024;

const auth = { access: 'authenticated' } as const;
const tags = ['time-entries'];
const idParams = z.object({ id: z.uuid() });
// Scoped lists take the other filters too (a project's entries of one week, a task's of one person).
const scopedQuery = timeEntryListQuery.omit({ project_id: true, task_id: true, user_id: true });

/** Time entries (docs/API.md, Time entries) and the timer. */
export const timeEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Summed weeks by (project, time version, week, filters): a sheet is read far more often than
  // its project's time changes, and summing a busy week costs milliseconds of database time.
  const timesheets = createVersionedJson(TIMESHEET_CACHE_BYTES);

  app.get(
    '/api/time-entries',
    { config: auth, schema: { tags, querystring: timeEntryListQuery } },
    // A filter, not a lookup: a project the caller is not in simply contributes no entries.
    async (request) => listTimeEntries(ctx.db, request.userId, request.query),
  );

  // Registered before /:id so "running" is never read as an id.
  app.get('/api/time-entries/running', { config: auth, schema: { tags } }, async (request) => ({
    entry: await loadRunningTimer(ctx.db, request.userId),
  }));

  app.get(
    '/api/time-entries/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request) => (await loadTimeEntry(ctx.db, request.userId, request.params.id)).json,
  );

  app.get(
    '/api/tasks/:id/time-entries',
    { config: auth, schema: { tags, params: idParams, querystring: scopedQuery } },
    async (request) => {
      const { task } = await loadTask(ctx.db, request.userId, request.params.id);
      return listTimeEntries(ctx.db, request.userId, { ...request.query, task_id: task.id });
    },
  );

  app.get(
    '/api/projects/:id/time-entries',
    { config: auth, schema: { tags, params: idParams, querystring: scopedQuery } },
    async (request) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      return listTimeEntries(ctx.db, request.userId, {
        ...request.query,
        project_id: access.projectId,
      });
    },
  );

  app.get(
    '/api/projects/:id/timesheet',
    { config: auth, schema: { tags, params: idParams, querystring: timesheetQuery } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      const { week, user_id = '', billable = '', task_id = '' } = request.query;
      const version = await loadTimesheetVersion(ctx.db, access.projectId);
      const key = [access.projectId, version, week, user_id, billable, task_id].join('|');
      return timesheets.send(request, reply, key, () =>
        loadTimesheet(ctx.db, access.projectId, request.query),
      );
    },
  );

  app.get(
    '/api/users/:id/time-entries',
    { config: auth, schema: { tags, params: idParams, querystring: scopedQuery } },
    // Only entries of projects the caller shares with that person: nothing else leaks.
    async (request) =>
      listTimeEntries(ctx.db, request.userId, { ...request.query, user_id: request.params.id }),
  );

  app.post(
    '/api/time-entries',
    { config: auth, schema: { tags, body: timeEntryCreateBody } },
    async (request, reply) => {
      const body = request.body;
      const access = await loadProjectAccess(ctx.db, body.project_id, request.userId);
      const userId = body.user_id ?? request.userId;
      authorizeTimeOf(access, userId);
      const id = await createTimeEntry(
        ctx.db,
        {
          projectId: access.projectId,
          taskId: body.task_id ?? null,
          userId,
          start: new Date(body.start_time),
          end: new Date(body.end_time),
          description: body.description ?? '',
          billable: body.billable,
        },
        request.userId,
        ctx.now(),
      );
      return reply.code(201).send((await loadTimeEntry(ctx.db, request.userId, id)).json);
    },
  );

  app.post(
    '/api/time-entries/start',
    { config: auth, schema: { tags, body: timerStartBody } },
    async (request, reply) => {
      const body = request.body;
      const access = await loadProjectAccess(ctx.db, body.project_id, request.userId);
      authorizeTimeOf(access, request.userId);
      const id = await createTimeEntry(
        ctx.db,
        {
          projectId: access.projectId,
          taskId: body.task_id ?? null,
          userId: request.userId,
          start: ctx.now(),
          end: null,
          description: body.description ?? '',
          billable: body.billable,
        },
        request.userId,
        ctx.now(),
      );
      return reply.code(201).send((await loadTimeEntry(ctx.db, request.userId, id)).json);
    },
  );

  app.post('/api/time-entries/stop', { config: auth, schema: { tags } }, async (request) => {
    const id = await stopTimer(ctx.db, request.userId, ctx.now());
    return (await loadTimeEntry(ctx.db, request.userId, id)).json;
  });

  app.put(
    '/api/time-entries/:id',
    { config: auth, schema: { tags, params: idParams, body: timeEntryUpdateBody } },
    async (request) => {
      const { row } = await loadTimeEntry(ctx.db, request.userId, request.params.id);
      const { entry } = row;
      const body = request.body;
      const current = await loadProjectAccess(ctx.db, entry.projectId, request.userId);
      authorizeTimeOf(current, entry.userId);
      // Moving an entry to another project needs the same right there (404 if not a member).
      const projectId = body.project_id ?? entry.projectId;
      if (projectId !== entry.projectId) {
        authorizeTimeOf(await loadProjectAccess(ctx.db, projectId, request.userId), entry.userId);
      }
      const taskId =
        body.task_id !== undefined
          ? body.task_id
          : projectId === entry.projectId
            ? entry.taskId
            : null;
      await updateTimeEntry(
        ctx.db,
        entry.id,
        {
          projectId,
          taskId,
          userId: entry.userId,
          start: body.start_time ? new Date(body.start_time) : entry.startTime,
          end: body.end_time ? new Date(body.end_time) : entry.endTime,
          description: body.description ?? entry.description,
          billable: body.billable ?? entry.billable,
        },
        request.userId,
        ctx.now(),
        body.start_time !== undefined || body.end_time !== undefined,
      );
      return (await loadTimeEntry(ctx.db, request.userId, entry.id)).json;
    },
  );

  app.delete(
    '/api/time-entries/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { row } = await loadTimeEntry(ctx.db, request.userId, request.params.id);
      const access = await loadProjectAccess(ctx.db, row.entry.projectId, request.userId);
      authorizeTimeOf(access, row.entry.userId);
      await deleteTimeEntry(ctx.db, row.entry, request.userId, ctx.now());
      return reply.code(204).send();
    },
  );
};
