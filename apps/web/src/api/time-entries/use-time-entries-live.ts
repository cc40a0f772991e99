import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeFrames } from '../realtime/use-realtime-frames.ts';
import { timeEntryKeys } from './query-keys.ts';

// A project change about time (the server names the entity or the category after it).
function isTimeChange(change: { category: string; entity_type: string }): boolean {
  return /time/i.test(change.entity_type) || /time/i.test(change.category);
}

/**
 * Refetches the time entries on screen when the server publishes a time change in a project
 * (someone logged, corrected or deleted time, or started or stopped a timer on another device),
 * and after a resync, when any change may have been missed.
 */
export function useTimeEntriesLive(): void {
  const queryClient = useQueryClient();
  useRealtimeFrames((frame) => {
    if (frame.type === 'resync' || (frame.type === 'project_change' && isTimeChange(frame.change)))
      void queryClient.invalidateQueries({ queryKey: timeEntryKeys.all });
  });
}
