import type { NotificationPreferencesJson } from '@crewline/shared/contracts/notifications';
import { NOTIFICATION_TYPE_SWITCH } from '@crewline/shared/contracts/push-subscriptions';

/** The e-mail preference a one-click unsubscribe turns off: one of the four switches, or the digest. */
export type EmailSwitch = keyof Omit<NotificationPreferencesJson['email'], 'digest'> | 'digest';

export const EMAIL_SWITCHES: readonly EmailSwitch[] = [
  'mentions',
  'deadlines',
  'comments',
  'updates',
  'digest',
];

/** The switch a notification type's e-mail follows (the same as its push's); null: digest only. */
export const EMAIL_SWITCH_OF_TYPE = NOTIFICATION_TYPE_SWITCH;
