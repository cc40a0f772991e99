import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPreferencesBody,
  type NotificationPreferencesJson,
} from '@crewline/shared/contracts/notifications';
import { saveNotificationPreferences } from './save-notification-preferences.ts';
import { loadNotificationPreferences } from './notification-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['notifications'];

/** The caller's notification preferences, kept on the server and honoured when notifying. */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/notification-preferences',
    { config: auth, schema: { tags } },
    async (request): Promise<NotificationPreferencesJson> =>
      loadNotificationPreferences(ctx.db, request.userId),
  );

  app.put(
    '/api/notification-preferences',
    { config: auth, schema: { tags, body: notificationPreferencesBody } },
    async (request): Promise<NotificationPreferencesJson> =>
      saveNotificationPreferences(ctx.db, {
        userId: request.userId,
        preferences: request.body,
        now: ctx.now(),
      }),
  );
};
