import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyFrame } from './apply-frame.ts';
import { startPresenceHeartbeat } from './presence-heartbeat.ts';
import { createRealtimeCache } from './realtime-cache.ts';
import { realtime } from './realtime-connection.ts';
import { readAgainAfterReadsInFlight } from './read-again-after.ts';
import { refetchRealtimeFed } from './refetch-realtime-fed.ts';
import { remoteDeletions } from './remote-deletions.ts';

/**
 * Opens the socket for the signed-in app and keeps the query caches in step with it: every
 * frame goes to its applier (a read on its way meanwhile is read again after); every connection
 * reads again what the socket feeds (events sent before it joined its rooms are lost to it); presence heartbeats go out every 30 s. Unmounting (sign-out)
 * closes the socket with 1000.
 */
export function useRealtimeSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cache = createRealtimeCache(queryClient, {
      selfId: () => realtime.getState().userId,
      deletions: remoteDeletions,
    });
    const offFrames = realtime.subscribe((frame) => {
      readAgainAfterReadsInFlight(queryClient);
      applyFrame(cache, frame);
    });
    const offConnected = realtime.onConnected(() => {
      cache.versions.clear();
      void refetchRealtimeFed(queryClient);
    });
    const stopHeartbeat = startPresenceHeartbeat(realtime, window);
    realtime.start();
    return () => {
      offFrames();
      offConnected();
      stopHeartbeat();
      cache.dispose();
      realtime.stop();
    };
  }, [queryClient]);
}
