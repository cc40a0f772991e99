import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { serverSecrets } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** The server's VAPID identity: the key pair push services know it by, and its contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const SECRET_NAME = 'vapid_keys';

// One load per database: every route and the sender share it (and a test app its own database).
const loaded = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else a pair generated on first use
 * and kept in `server_secrets`, so every process (and every restart) signs with the same key and
 * browsers' subscriptions, which are bound to the public key, stay valid. Two processes starting
 * together both insert; the conflict keeps the first pair and both read it back.
 */
export function loadVapidKeys(db: Db, env: Env): Promise<VapidKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = readOrCreate(db, env);
    // A failed read (database down) is not remembered: the next call tries again.
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

async function readOrCreate(db: Db, env: Env): Promise<VapidKeys> {
  const subject = vapidSubject(env);
  if (env.vapid) return { ...env.vapid, subject };
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('VAPID keys could not be stored');
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/**
 * The `sub` claim push services may use to contact the sender: VAPID_SUBJECT, else a mailto: of
 * MAIL_FROM's address, else APP_ORIGIN when it is https (push services accept only those two).
 */
export function vapidSubject(env: Pick<Env, 'vapidSubject' | 'mailFrom' | 'appOrigin'>): string {
  if (env.vapidSubject) return env.vapidSubject;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(env.mailFrom)?.[1] ?? env.mailFrom.trim();
  if (/^[^@\s<>]+@[^@\s<>]+$/.test(address)) return `mailto:${address}`;
  if (env.appOrigin.startsWith('https:')) return env.appOrigin;
  return 'mailto:no-reply@crewline.local';
}
