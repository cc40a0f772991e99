import type { NotificationPreferencesJson } from '@crewline/shared/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';

/** Query key of the caller's notification preferences (Settings → Notifications writes them). */
export const notificationPreferencesKey = ['notification-preferences'] as const;

/** The caller's notification preferences, kept on the server. */
function fetchNotificationPreferences(): Promise<NotificationPreferencesJson> {
  return api.get<NotificationPreferencesJson>('/api/notification-preferences');
}

/** The caller's notification preferences; the in-tab sound and pop-ups read quiet hours here. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: fetchNotificationPreferences,
    staleTime: 5 * 60_000,
  });
}
