import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The chat's short relative time: "Just now", then Nm, Nh, Nd, Nw ago. */
export function chatAgo(iso: string, now: number, t: TFunction): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return t('chat.time.justNow');
  if (elapsed < HOUR) return t('chat.time.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('chat.time.hours', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < WEEK) return t('chat.time.days', { count: Math.floor(elapsed / DAY) });
  return t('chat.time.weeks', { count: Math.floor(elapsed / WEEK) });
}

/** `chatAgo` against a clock that ticks every minute, so open lists stay true. */
export function useChatTime(): (iso: string) => string {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return useCallback((iso: string) => chatAgo(iso, Math.max(now, Date.now()), t), [now, t]);
}
