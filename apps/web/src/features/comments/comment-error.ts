import type { TFunction } from 'i18next';
import { describeError } from '../../i18n/describe-error.ts';

/** "Could not … ." followed by why, when the error says (permission, network, validation). */
export function commentErrorText(error: unknown, t: TFunction, failed: string): string {
  const reason = describeError(error, t, '');
  return reason ? `${failed} ${reason}` : failed;
}
