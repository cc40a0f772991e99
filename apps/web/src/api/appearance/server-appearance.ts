import type { AppearanceJson } from '@crewline/shared/contracts/appearance';

type Listener = (appearance: AppearanceJson) => void;

const listeners = new Set<Listener>();

/**
 * Calls `listener` with every appearance the server announces for the signed-in person (an
 * `appearance_updated` frame: a change made on another tab or device). Returns the unsubscribe.
 */
export function onServerAppearance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands an announced appearance to every listener (the realtime applier calls it). */
export function announceServerAppearance(appearance: AppearanceJson): void {
  for (const listener of [...listeners]) listener(appearance);
}
