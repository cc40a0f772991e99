import {
  DEFAULT_APPEARANCE,
  type AppearanceLanguage,
  type Theme,
} from '@crewline/shared/contracts/appearance';

/** The appearance fields this web app has settings for (density has none yet). */
export type SyncedAppearance = { theme: Theme; language: AppearanceLanguage };

/** What to do after comparing the server's values with this device's. */
type AppearancePlan = {
  /** Server values to take over on this device. */
  apply: Partial<SyncedAppearance>;
  /** This device's values to save to the server. */
  push: Partial<SyncedAppearance>;
};

const FIELDS = ['theme', 'language'] as const;

/**
 * The sync rule, field by field (docs/ARCHITECTURE.md "Appearance"): equal values need nothing;
 * if this device saved a value before (`lastSynced`), the server's wins unless only this device
 * changed since (a save that failed: pushed now); on a device that never synced, a server value
 * still at its default counts as never chosen, so this device's choice is saved, and any other
 * server value is taken over.
 */
export function reconcileAppearance(
  server: SyncedAppearance,
  local: SyncedAppearance,
  lastSynced: SyncedAppearance | null,
): AppearancePlan {
  const apply: Partial<SyncedAppearance> = {};
  const push: Partial<SyncedAppearance> = {};
  const set = <K extends keyof SyncedAppearance>(
    target: Partial<SyncedAppearance>,
    field: K,
    value: SyncedAppearance[K],
  ) => {
    target[field] = value;
  };
  for (const field of FIELDS) {
    if (server[field] === local[field]) continue;
    const onlyHereChanged = lastSynced
      ? local[field] !== lastSynced[field] && server[field] === lastSynced[field]
      : server[field] === DEFAULT_APPEARANCE[field];
    if (onlyHereChanged) set(push, field, local[field]);
    else set(apply, field, server[field]);
  }
  return { apply, push };
}
