import type { AppearanceJson } from '@crewline/shared/contracts/appearance';
import type { AppearanceUpdatedFrame } from '@crewline/shared/realtime/server-frames';
import { appearanceKey } from '../appearance/query-keys.ts';
import { announceServerAppearance } from '../appearance/server-appearance.ts';
import type { RealtimeCache } from './realtime-cache.ts';

/**
 * appearance_updated: the signed-in person changed their theme, language or density elsewhere.
 * The settings page's copy (when loaded) takes the saved values; the appearance sync hears it
 * and brings this device in step (app/theme/appearance-sync.ts).
 */
export function applyAppearanceEvent(cache: RealtimeCache, frame: AppearanceUpdatedFrame): void {
  cache.queryClient.setQueryData<AppearanceJson>(
    appearanceKey,
    (current) => current && frame.appearance,
  );
  announceServerAppearance(frame.appearance);
}
