import { useEffect } from 'react';
import { realtime } from './realtime-connection.ts';

/**
 * Tells the server this tab shows the project's page (join_project), again after every
 * reconnection, and that it stopped (leave_project) on unmount. The socket receives the
 * project's events either way; this is what others see as "viewing".
 */
export function useViewingProject(projectId: string): void {
  useEffect(() => {
    if (!projectId) return;
    const join = () => realtime.send({ type: 'join_project', projectId });
    join();
    const offConnected = realtime.onConnected(join);
    return () => {
      offConnected();
      realtime.send({ type: 'leave_project', projectId });
    };
  }, [projectId]);
}
