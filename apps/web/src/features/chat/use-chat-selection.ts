import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

const storageKey = (projectId: string) => `crewline.chat.thread.${projectId}`;

function remembered(projectId: string | null): string | null {
  if (!projectId) return null;
  try {
    return window.localStorage.getItem(storageKey(projectId));
  } catch {
    return null;
  }
}

/**
 * The open thread and linked message, kept in the address (`?thread=`, `?message=`) so links
 * and the back button work; a project's chat also remembers its last thread in localStorage.
 */
export function useChatSelection(projectId: string | null) {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread') ?? remembered(projectId);
  const messageId = params.get('message');

  useEffect(() => {
    if (!projectId) return;
    try {
      if (threadId) window.localStorage.setItem(storageKey(projectId), threadId);
      else window.localStorage.removeItem(storageKey(projectId));
    } catch {
      // Storage may be refused (private mode); the address still holds the selection.
    }
  }, [projectId, threadId]);

  const select = useCallback(
    (next: string | null, options: { message?: string | null; replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('thread', next);
          else updated.delete('thread');
          if (options.message) updated.set('message', options.message);
          else updated.delete('message');
          return updated;
        },
        { replace: options.replace ?? false },
      );
      if (!next && projectId) {
        try {
          window.localStorage.removeItem(storageKey(projectId));
        } catch {
          // See above.
        }
      }
    },
    [setParams, projectId],
  );

  const clearMessage = useCallback(() => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('message');
        return updated;
      },
      { replace: true },
    );
  }, [setParams]);

  return { threadId, messageId, select, clearMessage };
}
