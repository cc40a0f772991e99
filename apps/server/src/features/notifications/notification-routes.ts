import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createNotificationBody,
  notificationIdsBody,
  notificationListQuery,
  updateNotificationBody,
  type NotificationJson,
  type NotificationListJson,
} from '@crewline/shared/contracts/notifications';
import { authorizeNotificationRecipient } from './notification-policy.ts';
import { createNotification } from './create-notification.ts';
import {
  markAllNotificationsRead,
  markNotification,
  markNotificationsRead,
} from './mark-notifications-read.ts';
import { deleteAllNotifications, deleteNotifications } from './delete-notifications.ts';
import { presentNotification } from './notification-presenter.ts';
import { listNotifications } from './notification-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['notifications'];
const idParams = z.object({ id: z.uuid() });

/**
 * The caller's notifications (docs/API.md, Notifications): list, make, mark read, delete; only
 * ever their own.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/notifications',
    { config: auth, schema: { tags, querystring: notificationListQuery } },
    async (request): Promise<NotificationListJson> =>
      listNotifications(ctx.db, { userId: request.userId, ...request.query }),
  );

  app.post(
    '/api/notifications',
    { config: auth, schema: { tags, body: createNotificationBody } },
    async (request, reply) => {
      const { body, userId } = request;
      // The project a notification is about, when its metadata names one by id.
      const named = z.uuid().safeParse(body.metadata.projectId);
      const projectId = named.success ? named.data : undefined;
      await authorizeNotificationRecipient(ctx.db, userId, body.user_id, projectId);
      const row = await createNotification(ctx.db, {
        body,
        projectId: projectId ?? null,
        now: ctx.now(),
      });
      return reply.code(201).send(presentNotification(row));
    },
  );

  app.post(
    '/api/notifications/mark-all-read',
    { config: auth, schema: { tags } },
    async (request) => ({
      updated: await markAllNotificationsRead(ctx.db, { userId: request.userId, now: ctx.now() }),
    }),
  );

  app.post(
    '/api/notifications/mark-bulk-read',
    { config: auth, schema: { tags, body: notificationIdsBody } },
    async (request) => ({
      updated: await markNotificationsRead(ctx.db, {
        userId: request.userId,
        ids: request.body.notification_ids,
        now: ctx.now(),
      }),
    }),
  );

  app.delete(
    '/api/notifications/delete-bulk',
    { config: auth, schema: { tags, body: notificationIdsBody } },
    async (request) => ({
      deleted: await deleteNotifications(ctx.db, {
        userId: request.userId,
        ids: request.body.notification_ids,
      }),
    }),
  );

  app.delete(
    '/api/notifications/delete-all',
    { config: auth, schema: { tags } },
    async (request) => ({
      deleted: await deleteAllNotifications(ctx.db, { userId: request.userId }),
    }),
  );

  app.patch(
    '/api/notifications/:id',
    { config: auth, schema: { tags, params: idParams, body: updateNotificationBody } },
    async (request): Promise<NotificationJson> =>
      presentNotification(
        await markNotification(ctx.db, {
          userId: request.userId,
          id: request.params.id,
          read: request.body.read,
          now: ctx.now(),
        }),
      ),
  );

  app.delete(
    '/api/notifications/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      await deleteNotifications(ctx.db, { userId: request.userId, ids: [request.params.id] });
      return reply.code(204).send();
    },
  );
};
