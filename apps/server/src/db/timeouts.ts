/**
 * How long a PostgreSQL server may keep a request waiting (DATABASE_CONNECT_TIMEOUT_MS,
 * DATABASE_QUERY_TIMEOUT_MS): a server that went away must cost a request a bounded wait and a
 * 503, never a hang. Unset (tests, benches, tools): node-postgres's own unbounded waits.
 */
export type DatabaseTimeouts = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: the server cancels it (statement_timeout); the client gives up a moment later. */
  queryMs: number;
};

/**
 * The client's own limit comes this much after the server's statement_timeout: a server that
 * answers cancels the statement itself (and frees the connection); one that went silent is
 * given up on by the client.
 */
const CLIENT_QUERY_GRACE_MS = 1_000;

/** node-postgres settings that bound every wait on a server by `timeouts`. */
export function boundedPgConfig(timeouts: DatabaseTimeouts | undefined) {
  return {
    // A connection whose server vanished without a FIN (a cut network) is found by keepalives.
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.queryMs,
      query_timeout: timeouts.queryMs + CLIENT_QUERY_GRACE_MS,
    }),
  };
}
