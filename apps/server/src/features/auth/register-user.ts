import type { RegisterBody } from '@crewline/shared/contracts/auth';
import { MESSAGES } from '@crewline/shared/contracts/errors';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError } from '../../errors.ts';
import { hashPassword } from '../../services/passwords.ts';

/** Creates an account; the unique index decides races, so one email gets one account. */
export async function registerUser(db: Db, body: RegisterBody) {
  const passwordHash = await hashPassword(body.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ name: body.name, email: body.email, passwordHash })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}
