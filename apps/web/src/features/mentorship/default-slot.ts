import type { PreferredTimeSlotJson } from '@crewline/shared/contracts/mentorship';

/** A calendar day as YYYY-MM-DD in the viewer's own time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new preferred slot: tomorrow, 10:00 to 11:00. */
export function defaultSlot(now: Date = new Date()): PreferredTimeSlotJson {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { date: localDay(tomorrow), startTime: '10:00', endTime: '11:00' };
}
