import { useTranslation } from 'react-i18next';
import { wordNotification } from '@crewline/shared/domain/notification-wording';
import type { AppNotification } from '../../api/notifications/types.ts';

/**
 * The notification with its title and message worded in `language` from its facts (the same
 * wording the server's e-mails and pushes use); a notification without them keeps its own.
 */
export function wordedNotification(
  notification: AppNotification,
  language: string,
): AppNotification {
  const worded = wordNotification(
    {
      type: notification.notification_type,
      metadata: notification.metadata,
      title: notification.title,
      message: notification.message,
    },
    language,
  );
  return { ...notification, ...worded };
}

/** The notification worded in the interface's language. */
export function useWordedNotification(notification: AppNotification): AppNotification {
  const { i18n } = useTranslation();
  return wordedNotification(notification, i18n.language);
}
