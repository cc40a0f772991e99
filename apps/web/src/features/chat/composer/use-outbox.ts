import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutgoingMessage } from '../chat-contracts.ts';
import { readOutbox, writeOutbox, type QueuedMessage } from './outbox-store.ts';

type OutboxOptions = {
  threadId: string;
  online: boolean;
  onSend: (message: OutgoingMessage) => Promise<void>;
  /** A waiting message the server refused once the connection was back. */
  onFailed: (entry: QueuedMessage, error: unknown) => void;
};

/**
 * Messages written while offline: kept in localStorage per thread, so a
 * reload keeps them, and sent in order once `online` turns true. Each keeps its client_id, so
 * a send repeated after a reload or by a second tab never posts twice.
 */
export function useOutbox({ threadId, online, onSend, onFailed }: OutboxOptions) {
  const [queue, setQueue] = useState<QueuedMessage[]>(() => readOutbox(threadId));
  const flushing = useRef(false);
  const latest = useRef({ online, onSend, onFailed });
  const [round, setRound] = useState(0);

  useEffect(() => {
    latest.current = { online, onSend, onFailed };
  }, [online, onSend, onFailed]);

  const update = useCallback(
    (change: (list: QueuedMessage[]) => QueuedMessage[]) => {
      setQueue((list) => {
        const next = change(list);
        writeOutbox(threadId, next);
        return next;
      });
    },
    [threadId],
  );

  const enqueue = useCallback(
    (entry: QueuedMessage) => update((list) => [...list, entry]),
    [update],
  );

  const take = useCallback(
    (clientId: string) =>
      update((list) => list.filter((entry) => entry.message.client_id !== clientId)),
    [update],
  );

  useEffect(() => {
    if (!online || flushing.current || queue.length === 0) return;
    flushing.current = true;
    const batch = queue;
    void (async () => {
      for (const entry of batch) {
        try {
          await latest.current.onSend(entry.message);
          take(entry.message.client_id);
        } catch (error) {
          // Lost the connection again: it keeps waiting. Refused while online: it goes back to
          // the writer with the reason.
          if (latest.current.online) {
            take(entry.message.client_id);
            latest.current.onFailed(entry, error);
          }
          break;
        }
      }
      flushing.current = false;
      setRound((value) => value + 1);
    })();
  }, [online, queue, take, round]);

  return { waiting: queue, enqueue, take };
}
