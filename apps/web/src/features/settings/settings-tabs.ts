/** The side menu of Settings, in menu order. */
export const SETTINGS_TABS = [
  'profile',
  'notifications',
  'security',
  'billing',
  'appearance',
  'account',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The address parameter that remembers the open tab (`?tab=`). */
export const TAB_PARAM = 'tab';

/** The tab a `?tab=` value names; a missing or unknown one opens Profile. */
export function toSettingsTab(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '')
    ? (value as SettingsTab)
    : 'profile';
}
