import { useEffect } from 'react';
import { realtime } from './realtime-connection.ts';

/**
 * Joins the project's room from its page (join_project), again after every reconnection: the
 * server checks access and puts the socket in the room even if the membership is newer than
 * the socket. The socket already receives the events of every project it belongs to, and
 * nobody is told who views a page, so leaving the page sends nothing.
 */
export function useViewingProject(projectId: string): void {
  useEffect(() => {
    if (!projectId) return;
    const join = () => realtime.send({ type: 'join_project', projectId });
    join();
    return realtime.onConnected(join);
  }, [projectId]);
}
