import { LIVE_CHANGE_TOAST_MS } from '@crewline/shared/limits';
import type { ServerFrame } from '@crewline/shared/realtime/server-frames';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteProjectKey } from '../../../api/projects/use-delete-project.ts';
import { useRealtimeFrames } from '../../../api/realtime/use-realtime-frames.ts';
import { useViewingProject } from '../../../api/realtime/use-viewing-project.ts';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { useToast } from '../../../components/toast/use-toast.ts';
import { activityText } from '../components/activity-text.ts';

/**
 * What the project page does with live events beyond the caches: tells the server it is being
 * viewed, shows someone else's change as a 5 s toast (one at a time, the newest),
 * and leaves for the projects list with a message when the project is deleted or the user is
 * removed from it.
 */
export function useProjectLive(projectId: string): void {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const shown = useRef<number | null>(null);
  useViewingProject(projectId);

  function leave(message: string): void {
    toast.warning(message);
    void navigate('/dashboard/projects', { replace: true });
  }

  useRealtimeFrames((frame: ServerFrame) => {
    if (!('projectId' in frame) || frame.projectId !== projectId) return;
    if (frame.type === 'project_change') {
      const actor = frame.change.actor?.id;
      if (!actor || actor === user?.id) return;
      if (shown.current !== null) toast.dismiss(shown.current);
      shown.current = toast.info(activityText(frame.change, t), {
        duration: LIVE_CHANGE_TOAST_MS,
      });
    } else if (frame.type === 'project_deleted') {
      // This tab's own delete shows its own message and leaves by itself; its echo may arrive
      // after the reply, while the page is still on its way out.
      const own = queryClient
        .getMutationCache()
        .findAll({ mutationKey: deleteProjectKey(projectId) })
        .some((mutation) => mutation.state.status !== 'error');
      if (own) return;
      leave(t('realtime.projectDeleted'));
    } else if (frame.type === 'member_removed' && frame.user_id === user?.id) {
      leave(t('realtime.removedFromProject'));
    }
  });
}
