import webpush from 'web-push';
import { PUSH_TTL_SECONDS, type PushPayload } from '@crewline/shared/contracts/push-subscriptions';
import type { VapidKeys } from './vapid-keys.ts';

/** A device to push to: its push service URL and the browser's keys. */
type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the push service said: taken, gone for good (404/410: forget the device), or failed. */
type PushOutcome =
  | { result: 'sent' }
  | { result: 'gone'; status: number }
  | { result: 'failed'; status?: number; error: string };

// A push service that does not answer in this long is treated as a failure for this push.
const SEND_TIMEOUT_MS = 10_000;

/**
 * Encrypts `payload` for one device (RFC 8291, aes128gcm), signs the request with VAPID
 * (RFC 8292) and posts it. web-push builds the request; it is sent with fetch rather than
 * web-push's own https-only sender, so redirects are never followed (the endpoint was checked,
 * a redirect target was not) and an http: loopback endpoint works under PUSH_ALLOW_INSECURE.
 */
export async function sendWebPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<PushOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: payload.urgent ? 'high' : 'normal',
      },
    );
  } catch (error) {
    return { result: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch sets the length from the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    // The answer's body is not needed; reading it frees the connection.
    const text = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300) return { result: 'sent' };
    if (response.status === 404 || response.status === 410) {
      return { result: 'gone', status: response.status };
    }
    return {
      result: 'failed',
      status: response.status,
      error: `push service answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    };
  } catch (error) {
    return { result: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
