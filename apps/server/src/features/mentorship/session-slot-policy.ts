import {
  SLOT_DATE_PAST,
  SLOT_START_PAST,
  type PreferredTimeSlotJson,
} from '@crewline/shared/contracts/mentorship';
import { calendarDayIn } from '@crewline/shared/domain/calendar-day';
import { instantOf } from '@crewline/shared/domain/zoned-time';

type Issue = { loc: (string | number)[]; msg: string };

/** The wall-clock time 'HH:MM' at `now` in a time zone. */
function clockTimeIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * The slots that are already over for the requester, judged in their profile's time zone: a date
 * before today, or today with a start time already gone (later today is fine).
 */
export function pastSlotIssues(
  slots: readonly PreferredTimeSlotJson[],
  now: Date,
  timeZone: string,
): Issue[] {
  const today = calendarDayIn(now, timeZone);
  const time = clockTimeIn(now, timeZone);
  return slots.flatMap((slot, index): Issue[] => {
    if (slot.date < today)
      return [{ loc: ['body', 'preferredTimeSlots', index, 'date'], msg: SLOT_DATE_PAST }];
    if (slot.date === today && slot.startTime < time)
      return [{ loc: ['body', 'preferredTimeSlots', index, 'startTime'], msg: SLOT_START_PAST }];
    return [];
  });
}

/**
 * When a request nobody accepts runs out: the end of its latest preferred slot in the
 * requester's time zone (after that no slot can be met, so its credits go back).
 */
export function requestExpiry(slots: readonly PreferredTimeSlotJson[], timeZone: string): Date {
  const ends = slots.map((slot) => instantOf(slot.date, slot.endTime, timeZone).getTime());
  return new Date(Math.max(...ends));
}
