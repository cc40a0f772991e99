import { deletePushSubscription, fetchPushPublicKey, savePushSubscription } from './push-api.ts';

/** What this browser can do about push, and whether it is subscribed now. */
type PushDeviceState = 'unsupported' | 'denied' | 'subscribed' | 'unsubscribed';

/** Thrown when the person did not allow notifications at the prompt. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission: ${permission}`);
    this.name = 'PushPermissionError';
  }
}

/** Whether this browser has Web Push at all (it needs a secure context, a service worker and the Push API). */
function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration, if any (none in development until push is turned on). */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/**
 * The app's service worker, ready. Production builds register /sw.js at start-up; development
 * builds do not (a caching worker gets in the way of hot reload), so it is registered here, on
 * the person's request, and push works under `npm run dev` too.
 */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await existingRegistration())) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's push state, without asking anything of the person. */
export async function readPushState(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await existingRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'subscribed' : 'unsubscribed';
}

/** Decodes base64url into the bytes `applicationServerKey` wants. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/**
 * Turns push on for this browser: asks for notification permission (only now, on the person's
 * click), subscribes with the server's key and stores the subscription on the server. A
 * subscription made for another key (the server's keys changed) is replaced.
 */
export async function turnOnPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const [registration, publicKey] = await Promise.all([readyRegistration(), fetchPushPublicKey()]);
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await savePushSubscription(subscription.toJSON());
}

/** Turns push off for this browser: unsubscribes it and forgets it on the server. */
export async function turnOffPush(): Promise<void> {
  const registration = await existingRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  // The browser first: if the server call fails, the push service's 410 cleans up later.
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
}
