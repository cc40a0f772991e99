import type {
  PushPublicKeyJson,
  PushSubscriptionJson,
  PushTestResultJson,
} from '@crewline/shared/contracts/push-subscriptions';
import { api } from '../client.ts';
import { ApiError } from '../api-error.ts';

/** The server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await api.get<PushPublicKeyJson>('/api/push-subscriptions/public-key')).public_key;
}

/** Stores this browser's subscription for the signed-in person. */
export function savePushSubscription(
  subscription: PushSubscriptionJSON,
): Promise<PushSubscriptionJson> {
  return api.post<PushSubscriptionJson>('/api/push-subscriptions', subscription);
}

/** Forgets this browser's subscription on the server; one the server no longer has is fine. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  try {
    await api.delete('/api/push-subscriptions', { body: { endpoint } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Pushes a test to each of the caller's devices now, with texts in the interface language. */
export function sendTestPush(texts: { title: string; body: string }): Promise<PushTestResultJson> {
  return api.post<PushTestResultJson>('/api/push-subscriptions/test', texts);
}
