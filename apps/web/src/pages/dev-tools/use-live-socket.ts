import { useEffect } from 'react';
import { realtime } from '../../api/realtime/realtime-connection.ts';

/**
 * Opens the app's one socket while a developer page is shown. These pages live outside the
 * dashboard, whose shell otherwise starts it; leaving closes it again (the dashboard reopens it
 * on arrival, since React runs this cleanup before the next page's effects).
 */
export function useLiveSocket(): void {
  useEffect(() => {
    realtime.start();
    return () => realtime.stop();
  }, []);
}
