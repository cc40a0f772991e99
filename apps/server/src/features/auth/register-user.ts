import { eq } from 'drizzle-orm';
import type { RegisterBody } from '@crewline/shared/contracts/auth';
import { MESSAGES } from '@crewline/shared/contracts/errors';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError } from '../../errors.ts';
import { hashPassword } from '../../services/passwords.ts';

type UserRow = typeof users.$inferSelect;

/**
 * What a sign-up did: made a new account, or found an invited one (made for this address by a
 * teammate, never signed in) that the person may claim by proving the mailbox is theirs.
 */
export type Registration =
  | { kind: 'created'; user: UserRow }
  | { kind: 'claim'; user: UserRow; claim: { name: string; passwordHash: string } };

/**
 * Creates an account; the unique index decides races, so one email gets one account. An
 * address taken by an invited account is not a conflict: its owner never chose to have it, and
 * a 409 would shut them out of signing up for good.
 */
export async function registerUser(db: Db, body: RegisterBody): Promise<Registration> {
  const passwordHash = await hashPassword(body.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: body.name, email: body.email, passwordHash })
      .returning();
    return { kind: 'created', user: user! };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [existing] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
  if (existing && existing.status === 'invited' && existing.passwordHash === null) {
    return { kind: 'claim', user: existing, claim: { name: body.name, passwordHash } };
  }
  throw new ConflictError(MESSAGES.emailTaken, 'EMAIL_TAKEN');
}
