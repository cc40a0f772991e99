import { useCallback, useRef } from 'react';
import type { AppNotification } from '../../api/notifications/types.ts';
import { readAlertSettings } from './alert-settings.ts';
import { claimAlert } from './alert-claims.ts';
import { alertArrival, isInFront } from './notification-alerts.ts';
import { useNewArrivals } from './use-new-arrivals.ts';
import { useOpenNotification } from './use-open-notification.ts';
import { useQuietNow } from './use-quiet-now.ts';

const everyType = () => true;

/**
 * Alerts this device to each newly arrived notification: the sound, vibration and,
 * while the tab is in the background, a browser notification that opens it when clicked. The
 * one place that makes sounds, so the urgent toast and the invitation pop-up never ring twice,
 * and only one tab of the browser alerts.
 * Nothing during the user's quiet hours, nor before they are known.
 */
export function useBrowserNotifications(): void {
  const isQuiet = useQuietNow();
  const open = useOpenNotification();
  const latestOpen = useRef(open);
  latestOpen.current = open;
  const arrive = useCallback(
    (notification: AppNotification) => {
      if (isQuiet?.()) return;
      const inFront = isInFront();
      // With several tabs open, only one alerts (the one in front, when there is one).
      claimAlert(notification.id, inFront, () =>
        // Settings read at the moment it arrives: a change made in Settings applies at once.
        alertArrival(notification, readAlertSettings(), (clicked) => latestOpen.current(clicked)),
      );
    },
    [isQuiet],
  );
  useNewArrivals('alert', everyType, isQuiet ? arrive : null);
}
