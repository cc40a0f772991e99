import type { NotificationPreferencesJson, NotificationType } from '@crewline/shared';

/** The e-mail preference a one-click unsubscribe turns off: one of the four switches, or the digest. */
export type EmailSwitch = keyof Omit<NotificationPreferencesJson['email'], 'digest'> | 'digest';

export const EMAIL_SWITCHES: readonly EmailSwitch[] = [
  'mentions',
  'deadlines',
  'comments',
  'updates',
  'digest',
];

/**
 * The switch a notification type's e-mail follows; null: never e-mailed on its own (only in the
 * digest). Decisions (the spec has four switches for eight types): an urgent message and an
 * invitation are addressed to you by name, like a mention; being handed a task belongs with its
 * due-date reminders (the web's Tasks tab shows both); `system` notices go in the digest only.
 */
export const EMAIL_SWITCH_OF_TYPE: Record<NotificationType, Exclude<EmailSwitch, 'digest'> | null> =
  {
    mention: 'mentions',
    urgent: 'mentions',
    project_invitation: 'mentions',
    comment: 'comments',
    deadline: 'deadlines',
    task_assigned: 'deadlines',
    update: 'updates',
    system: null,
  };
