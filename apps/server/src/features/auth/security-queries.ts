import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SignInProvider } from '@crewline/shared/contracts/security';
import { refreshTokens, users } from '../../db/schema.ts';
import { userIdentities } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import type { SessionRow } from './session-presenter.ts';

/**
 * The user's open sessions, most recently used first. A session is a refresh-token family with
 * an unrotated, unrevoked, unexpired token; it started with the family's first token, was last
 * used at its latest rotation, and is named by the latest token's user agent.
 */
export async function loadOpenSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  const lastUsed = sql<Date>`max(coalesce(${refreshTokens.lastUsedAt}, ${refreshTokens.createdAt}))`;
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      createdAt: sql<Date>`min(${refreshTokens.createdAt})`,
      lastUsedAt: lastUsed,
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.rotatedAt} is null and ${refreshTokens.expiresAt} > ${now.toISOString()})`,
    )
    .orderBy(sql`${lastUsed} desc`);
  // Aggregates come back as strings from the driver: make them dates again.
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    lastUsedAt: new Date(row.lastUsedAt),
  }));
}

/** The user's linked providers and whether the account has a password. */
export async function loadSignInMethods(db: Db, userId: string) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const identities = await db
    .select({
      provider: userIdentities.provider,
      email: userIdentities.email,
      linkedAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.createdAt);
  return {
    hasPassword: Boolean(user?.passwordHash),
    identities: identities.map((row) => ({ ...row, provider: row.provider as SignInProvider })),
  };
}
