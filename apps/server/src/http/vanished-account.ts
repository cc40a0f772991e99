import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';

/** True when `error` (or what it wraps) is PostgreSQL's foreign_key_violation (23503). */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors in DrizzleQueryError with the original as `cause`.
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether a write failed because the caller's own account was deleted while the request ran.
 * Another process's deletion reaches this process's profile cache a moment after it commits;
 * a write in that moment refers to a user row that is gone. That is a session that ended (401),
 * not a fault of the server. Read from the database, not the cache: the cache is what lagged.
 */
export async function accountVanished(request: FastifyRequest, error: unknown): Promise<boolean> {
  if (!request.userId || !isForeignKeyViolation(error)) return false;
  const [row] = await request.server.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, request.userId))
    .limit(1);
  return row === undefined;
}
