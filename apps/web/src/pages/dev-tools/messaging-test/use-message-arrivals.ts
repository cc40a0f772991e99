import { useEffect, useState } from 'react';
import { realtime } from '../../../api/realtime/realtime-connection.ts';

/**
 * When each new_message frame arrived, by message id. Recorded from the start, because the
 * frame may well overtake the HTTP response of the send that caused it.
 */
export function useMessageArrivals(): Readonly<Record<string, number>> {
  const [arrivals, setArrivals] = useState<Record<string, number>>({});
  useEffect(
    () =>
      realtime.subscribe((frame) => {
        if (frame.type !== 'new_message') return;
        const at = performance.now();
        setArrivals((current) => ({ ...current, [frame.message.id]: at }));
      }),
    [],
  );
  return arrivals;
}
