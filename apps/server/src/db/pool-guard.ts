import type pg from 'pg';
import { isDatabaseUnavailable } from './errors.ts';

/**
 * Keeps a node-postgres pool whole through a database outage.
 *
 * - Every client gets an `error` listener for its whole life. The pool listens only while a
 *   client is idle; a checked-out client whose connection drops emits `error` to nobody, and an
 *   `error` event nobody listens to ends the process.
 * - A client checked out with `connect()` (Drizzle's transactions) is given back, and dropped,
 *   as soon as one of its queries fails because the database is unavailable, or its connection
 *   ends. Drizzle (0.44) never releases the client when its `begin` fails: every transaction
 *   begun on a dead or silent connection took a pool slot for good, and once all were gone the
 *   app answered 503 after the database came back, and could not close. Its own release later
 *   is then ignored.
 */
export function guardPool(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  // The callback form is the pool's own (pool.query), which already drops a failed client.
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback ? connect(callback) : connect()!.then(guardCheckedOut)) as typeof pool.connect;
}

function guardCheckedOut(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  // An error (or true) drops the client; the pool sets a fresh `release` at its next checkout.
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    // Back to the prototype's query for the client's next use.
    delete (client as { query?: unknown }).query;
    release(error);
  };
  const onEnd = () => giveBack(new Error('Connection terminated'));
  client.on('end', onEnd);
  const query = client.query;
  client.query = ((...args: unknown[]) => {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      // Observes the failure; the caller still gets the original rejection.
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) giveBack(error as Error);
      });
    }
    return result;
  }) as typeof client.query;
  client.release = giveBack;
  return client;
}
