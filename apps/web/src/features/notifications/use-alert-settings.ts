import { useSyncExternalStore } from 'react';
import {
  DEFAULT_ALERT_SETTINGS,
  readAlertSettings,
  subscribeAlertSettings,
  type AlertSettings,
} from './alert-settings.ts';

/** This device's alert settings, kept current when they change (here or in another tab). */
export function useAlertSettings(): AlertSettings {
  return useSyncExternalStore(
    subscribeAlertSettings,
    readAlertSettings,
    () => DEFAULT_ALERT_SETTINGS,
  );
}
