import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { PUSH_TTL_SECONDS, type PushPayload } from '@crewline/shared/contracts/push-subscriptions';
import { checkEndpointHost, type HostResolver, type ResolvedAddress } from './push-endpoint.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A device to push to: its push service URL and the browser's keys. */
type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What came of a push: taken, gone for good (404/410: forget the device), refused before
 * sending (the endpoint's name resolves to a private address: forget the device too), or failed.
 */
type PushOutcome =
  | { result: 'sent' }
  | { result: 'gone'; status: number }
  | { result: 'refused' }
  | { result: 'failed'; status?: number; error: string };

/** How a send reaches the network: PUSH_ALLOW_INSECURE, and the resolver (tests pass theirs). */
export type PushNetwork = { allowInsecure: boolean; resolve?: HostResolver };

// A push service that does not answer in this long is treated as a failure for this push.
const SEND_TIMEOUT_MS = 10_000;
// Enough of an error answer to log; the rest is read and dropped.
const ANSWER_KEPT_BYTES = 1_000;
// Connections are reused between pushes; each was opened to a vetted address.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** A lookup that answers with the vetted address only, whatever the name resolves to by now. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** POSTs the request to the pinned address; redirects are never followed. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer | null,
  address: ResolvedAddress,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'http:' ? http : https;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers,
        agent: agents[url.protocol === 'http:' ? 'http:' : 'https:'],
        lookup: pinnedLookup(address),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < ANSWER_KEPT_BYTES) text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * Encrypts `payload` for one device (RFC 8291, aes128gcm), signs the request with VAPID
 * (RFC 8292) and posts it. web-push builds the request; it is sent here rather than by
 * web-push's own https-only sender, so an http: loopback endpoint works under
 * PUSH_ALLOW_INSECURE. The endpoint's name is resolved first and every address must be public;
 * the connection then goes to that checked address, so a name that changes its answer in
 * between (DNS rebinding) cannot turn the server's request towards its own network. Redirects
 * are never followed (the endpoint was checked, a redirect target was not).
 */
export async function sendWebPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys,
  network: PushNetwork,
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
  const host = await checkEndpointHost(request.endpoint, network.allowInsecure, network.resolve);
  if (host.result === 'refused') return { result: 'refused' };
  if (host.result === 'unresolved') return { result: 'failed', error: host.error };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  try {
    const response = await post(new URL(request.endpoint), headers, request.body, host.address);
    if (response.status >= 200 && response.status < 300) return { result: 'sent' };
    if (response.status === 404 || response.status === 410) {
      return { result: 'gone', status: response.status };
    }
    const text = response.text.slice(0, 200);
    return {
      result: 'failed',
      status: response.status,
      error: `push service answered ${response.status}${text ? `: ${text}` : ''}`,
    };
  } catch (error) {
    return { result: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
