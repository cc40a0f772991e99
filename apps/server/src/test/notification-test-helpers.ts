import type { LightMyRequestResponse } from 'fastify';
import type {
  NotificationJson,
  NotificationListJson,
} from '@crewline/shared/contracts/notifications';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';

/** Sends one call as `user` (or anonymously with null). */
export function send(
  t: TestApp,
  user: SignedUpUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.request({
    method,
    url,
    token: user?.access_token,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** The user's newest notifications (GET /api/notifications), failing unless 200. */
export async function inbox(
  t: TestApp,
  user: SignedUpUser,
  query = '',
): Promise<NotificationListJson> {
  const res = await send(t, user, 'GET', `/api/notifications${query}`);
  if (res.statusCode !== 200) throw new Error(`inbox: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The user's notifications of one type, newest first. */
export async function ofType(
  t: TestApp,
  user: SignedUpUser,
  type: NotificationJson['notification_type'],
): Promise<NotificationJson[]> {
  const list = await inbox(t, user, '?limit=100');
  return list.notifications.filter((n) => n.notification_type === type);
}

/** Posts a notification for `user_id` as `user`; the response as it came. */
export function post(
  t: TestApp,
  user: SignedUpUser | null,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return send(t, user, 'POST', '/api/notifications', {
    title: 'Hello',
    message: 'A note',
    notification_type: 'system',
    link: '/dashboard',
    metadata: {},
    ...body,
  });
}
