import type { PersonRef } from '@crewline/shared/contracts/project-responses';
import type { TFunction } from 'i18next';

/**
 * The name to show for the author of a message or comment: theirs, or "Deleted user" in the
 * reader's language once their account is gone (the server marks such an author with an empty
 * id).
 */
export function personName(person: Pick<PersonRef, 'id' | 'name'>, t: TFunction): string {
  return person.id === '' ? t('common.deletedUser') : person.name;
}
