import Bowser from 'bowser';
import type { SessionJson } from '@crewline/shared/contracts/security';

/** A session as loaded: its family, the browser's user agent and when it started and was used. */
export type SessionRow = {
  familyId: string;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
};

/**
 * What a person recognises a browser by: the device ("iPhone", "iPad") when the user agent names
 * one, else the operating system ("Windows", "macOS", "Android"); the browser with its major
 * version ("Chrome 131"). Null when the user agent says nothing usable (the web shows "Unknown").
 */
export function describeUserAgent(userAgent: string | null): {
  device: string | null;
  browser: string | null;
} {
  if (!userAgent) return { device: null, browser: null };
  const parsed = Bowser.parse(userAgent);
  const device = parsed.platform.model || parsed.os.name || null;
  const name = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const browser = name ? (major ? `${name} ${major}` : name) : null;
  return { device, browser };
}

/** One session of GET /api/auth/sessions; `currentId` is the caller's own session. */
export function presentSession(row: SessionRow, currentId: string | undefined): SessionJson {
  return {
    id: row.familyId,
    ...describeUserAgent(row.userAgent),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.familyId === currentId,
  };
}
