import type { NotificationPreferencesJson } from '@crewline/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { notificationPreferencesKey } from './use-notification-preferences.ts';

/** PUT /api/notification-preferences with the whole object; the server's answer is what was saved. */
function saveNotificationPreferences(
  preferences: NotificationPreferencesJson,
): Promise<NotificationPreferencesJson> {
  return api.put<NotificationPreferencesJson>('/api/notification-preferences', preferences);
}

/** Saves the caller's notification preferences and puts the saved copy in the query cache. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesKey, saved);
    },
  });
}
