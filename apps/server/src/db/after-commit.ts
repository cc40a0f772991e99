import type { Envelope } from '../realtime/envelopes.ts';
import type { Db, DbOrTx } from './client.ts';

type Publish = (envelopes: Envelope[]) => void;

// Envelopes waiting for their transaction to commit, keyed by the transaction handle.
const pendingByTransaction = new WeakMap<object, Envelope[]>();
// The publisher of each root handle (one per app), for writes made outside a transaction.
const publishers = new WeakMap<object, Publish>();

/**
 * Makes `db.transaction` publish the envelopes its callback queued with `afterCommit` once the
 * transaction has committed, and never when it rolled back (docs/ARCHITECTURE.md, Realtime:
 * publishing after commit). Installed once per app on the root handle.
 */
export function publishAfterCommit(db: Db, publish: Publish): void {
  if (publishers.has(db)) {
    publishers.set(db, publish);
    return;
  }
  publishers.set(db, publish);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (callback, config) => {
    const pending: Envelope[] = [];
    const result = await transaction(async (tx) => {
      pendingByTransaction.set(tx, pending);
      return callback(tx);
    }, config);
    if (pending.length > 0) publishers.get(db)?.(pending);
    return result;
  }) as Db['transaction'];
}

/**
 * Queues realtime envelopes to publish once the write they describe is committed. Call it with
 * the handle that made the write: inside a transaction they wait for its commit; on the root
 * handle (the write already committed) they go at once.
 */
export function afterCommit(db: DbOrTx, ...envelopes: Envelope[]): void {
  const pending = pendingByTransaction.get(db);
  if (pending) {
    pending.push(...envelopes);
    return;
  }
  publishers.get(db)?.(envelopes);
}
