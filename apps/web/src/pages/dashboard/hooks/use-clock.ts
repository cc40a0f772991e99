import type { Clock } from '@crewline/shared/domain/calendar-day';
import { useEffect, useMemo, useState } from 'react';
import { browserClock } from '../../../i18n/local-days.ts';

const TICK_MS = 60_000;

/** The viewer's clock, re-read every minute so "today" and "overdue" move on at midnight. */
export function useClock(): Clock {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => browserClock(now), [now]);
}
