import { BADGE_CAP } from '@crewline/shared/limits';

/** The badge text for a count: the number up to `cap`, then "{cap}+"; null for nothing unread. */
export function formatBadgeCount(count: number, cap: number = BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
