import {
  SESSION_BIO_MISSING,
  SESSION_NAME_MISSING,
  SESSION_PROFILE_INCOMPLETE,
} from '@crewline/shared/contracts/mentorship';
import { ValidationError } from '../../errors.ts';

/**
 * Searching for mentors and requesting sessions need a name and a bio on the account: 422
 * naming each that is missing (an account not found counts as missing both).
 */
export function assertProfileComplete<Account extends { name: string; bio: string }>(
  account: Account | undefined,
): asserts account is Account {
  const issues: { loc: string[]; msg: string }[] = [];
  if (!account?.name.trim()) issues.push({ loc: ['profile', 'name'], msg: SESSION_NAME_MISSING });
  if (!account?.bio.trim()) issues.push({ loc: ['profile', 'bio'], msg: SESSION_BIO_MISSING });
  if (issues.length > 0) throw new ValidationError(SESSION_PROFILE_INCOMPLETE, issues);
}
