import type { AppearanceJson, AppearanceUpdateBody } from '@crewline/shared/contracts/appearance';
import { api } from '../client.ts';

const PATH = '/api/users/me/appearance';

/** The signed-in person's appearance as the server keeps it. */
export function fetchAppearance(): Promise<AppearanceJson> {
  return api.get<AppearanceJson>(PATH);
}

/** Saves some of the appearance fields; the answer is the whole saved appearance. */
export function saveAppearance(changes: AppearanceUpdateBody): Promise<AppearanceJson> {
  return api.put<AppearanceJson>(PATH, changes);
}
