import { useCallback } from 'react';
import { useNotificationPreferences } from '../../api/notifications/use-notification-preferences.ts';
import { isQuietTime } from '@crewline/shared/domain/quiet-hours';

/**
 * Asks whether it is quiet hours right now; `null` until the preferences have been read (or
 * failed to be: then never quiet), so nothing pops up before it is known.
 */
export function useQuietNow(): (() => boolean) | null {
  const { data, isPending } = useNotificationPreferences();
  const quiet = data?.quiet_hours;
  const ask = useCallback(() => isQuietTime(quiet, new Date()), [quiet]);
  return isPending ? null : ask;
}
