import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/notifications/types.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { isInvitation, isUrgent } from './notification-filters.ts';
import { useNewArrivals } from './use-new-arrivals.ts';
import { useQuietNow } from './use-quiet-now.ts';
import { wordedNotification } from './worded-notification.ts';

/** An urgent toast stays 8 s (others 5 s). */
const URGENT_TOAST_MS = 8_000;

const wanted = (notification: AppNotification) =>
  isUrgent(notification) && !isInvitation(notification);

/**
 * Shows each new urgent notification as a warning toast for 8 s (not in quiet hours). Its sound,
 * the bell twice, comes from useBrowserNotifications, which rings once per arrival.
 */
export function useUrgentToasts(): void {
  const toast = useToast();
  const isQuiet = useQuietNow();
  const { i18n } = useTranslation();
  const arrive = useCallback(
    (arrived: AppNotification) => {
      if (isQuiet?.()) return;
      const notification = wordedNotification(arrived, i18n.language);
      const text = notification.message
        ? `${notification.title}: ${notification.message}`
        : notification.title;
      toast.warning(text, { duration: URGENT_TOAST_MS });
    },
    [toast, isQuiet, i18n],
  );
  useNewArrivals('urgent-toast', wanted, isQuiet ? arrive : null);
}
