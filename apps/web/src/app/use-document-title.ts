import { useEffect } from 'react';
import { formatBadgeCount } from '../components/format-badge-count.ts';

const PRODUCT_NAME = 'Crewline';

// The page sets the title, the notification centre the unread count before it; either may change
// without the other, so both live here and every change writes the whole title.
let pageTitle: string | null = null;
let unreadCount = 0;

function writeTitle(): void {
  const title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  const badge = formatBadgeCount(unreadCount);
  document.title = badge ? `(${badge}) ${title}` : title;
}

/** Sets the tab title to "{title} · Crewline" while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    pageTitle = title;
    writeTitle();
  }, [title]);
}

/** Puts the unread notification count before the tab title, "(3) Dashboard · Crewline". */
export function useTitleUnreadCount(count: number): void {
  useEffect(() => {
    unreadCount = count;
    writeTitle();
    return () => {
      unreadCount = 0;
      writeTitle();
    };
  }, [count]);
}
