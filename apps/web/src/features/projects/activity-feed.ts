import { differenceInCalendarDays } from 'date-fns';
import type { ActivityEvent } from '../../api/projects/types.ts';

/** One line of the feed: an event, or several similar ones by the same person merged. */
type FeedItem = {
  /** The newest event of the run; its text stands for the whole run. */
  event: ActivityEvent;
  /** How many similar events were merged into this line (1 when alone). */
  count: number;
};

/** A day of the feed: Today, Yesterday, or a short date. */
export type FeedGroup = {
  key: string;
  day: 'today' | 'yesterday' | 'date';
  date: Date;
  items: FeedItem[];
};

/** How long ago something happened, in the coarsest unit that fits. */
type RelativeTime = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; value: number };

function dayKind(date: Date, now: Date): FeedGroup['day'] {
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return 'date';
}

// "Similar" means the same person doing the same kind of thing in a row, e.g. five task moves.
function isSimilar(a: ActivityEvent, b: ActivityEvent): boolean {
  return (a.actor?.id ?? null) === (b.actor?.id ?? null) && a.action === b.action;
}

/**
 * Groups events (newest first, as the server sends them) by local calendar day and merges runs
 * of similar actions by one user into a single line with a count.
 */
export function groupActivity(events: readonly ActivityEvent[], now: Date): FeedGroup[] {
  const groups: FeedGroup[] = [];
  for (const event of events) {
    const date = new Date(event.created_at);
    const day = dayKind(date, now);
    const key = day === 'date' ? date.toDateString() : day;
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, day, date, items: [] };
      groups.push(group);
    }
    const last = group.items[group.items.length - 1];
    if (last && isSimilar(last.event, event)) last.count += 1;
    else group.items.push({ event, count: 1 });
  }
  return groups;
}

/** Just now under a minute, then whole minutes, hours and days. */
export function relativeTime(date: Date, now: Date): RelativeTime {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return { unit: 'now' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', value: hours };
  return { unit: 'days', value: Math.floor(hours / 24) };
}
