import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushSubscriptionBody,
  pushTestBody,
  pushUnsubscribeBody,
  type PushPublicKeyJson,
  type PushSubscriptionListJson,
  type PushTestResultJson,
} from '@crewline/shared/contracts/push-subscriptions';
import { pushSubscriptions } from '../../db/notification-schema.ts';
import { ValidationError } from '../../errors.ts';
import { savePushSubscription } from './save-push-subscription.ts';
import { deletePushSubscription } from './delete-push-subscription.ts';
import { pushToDevices } from './send-push.ts';
import { presentPushSubscription } from './push-subscription-presenter.ts';
import { endpointHostProblem, subscriptionProblems } from '../../services/push/push-endpoint.ts';
import { loadVapidKeys } from '../../services/push/vapid-keys.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['push'];

const TEST_TITLE = 'Crewline test push';
const TEST_BODY = 'Push notifications reach this device.';

/**
 * Web Push devices of the caller (docs/ARCHITECTURE.md, Web Push): the server key, subscribe,
 * list, forget, test.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/push-subscriptions/public-key',
    { config: auth, schema: { tags } },
    async (): Promise<PushPublicKeyJson> => ({
      public_key: (await loadVapidKeys(ctx.db, ctx.env)).publicKey,
    }),
  );

  app.get(
    '/api/push-subscriptions',
    { config: auth, schema: { tags } },
    async (request): Promise<PushSubscriptionListJson> => {
      const rows = await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, request.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
      return { subscriptions: rows.map(presentPushSubscription) };
    },
  );

  app.post(
    '/api/push-subscriptions',
    { config: auth, schema: { tags, body: pushSubscriptionBody } },
    async (request, reply) => {
      const problems = subscriptionProblems(request.body, ctx.env.pushAllowInsecure);
      if (problems.length > 0) {
        throw new ValidationError(problems.map((p) => p.msg).join('; '), problems);
      }
      // A public-looking name may resolve to a private address; it is checked again at send.
      const host = await endpointHostProblem(request.body.endpoint, ctx.env.pushAllowInsecure);
      if (host) throw new ValidationError(host, [{ loc: ['body', 'endpoint'], msg: host }]);
      const { subscription, created } = await savePushSubscription(ctx.db, {
        userId: request.userId,
        body: request.body,
        userAgent: request.headers['user-agent'],
        now: ctx.now(),
      });
      return reply.code(created ? 201 : 200).send(presentPushSubscription(subscription));
    },
  );

  app.delete(
    '/api/push-subscriptions',
    { config: auth, schema: { tags, body: pushUnsubscribeBody } },
    async (request, reply) => {
      await deletePushSubscription(ctx.db, {
        userId: request.userId,
        endpoint: request.body.endpoint,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/push-subscriptions/test',
    { config: auth, schema: { tags, body: pushTestBody } },
    async (request): Promise<PushTestResultJson> => {
      // Deliberately regardless of preferences, quiet hours and open tabs: the person asked now.
      const devices = await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, request.userId));
      const now = ctx.now();
      const counts = await pushToDevices(
        ctx.db,
        devices,
        {
          title: request.body?.title ?? TEST_TITLE,
          body: request.body?.body ?? TEST_BODY,
          link: '/dashboard/settings',
          tag: `test-${now.getTime()}`,
          urgent: false,
        },
        {
          vapid: await loadVapidKeys(ctx.db, ctx.env),
          now,
          log: request.log,
          network: { allowInsecure: ctx.env.pushAllowInsecure },
        },
      );
      return { sent: counts.sent, removed: counts.removed };
    },
  );
};
