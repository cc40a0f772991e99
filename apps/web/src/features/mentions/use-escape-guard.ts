import { useEffect, type RefObject } from 'react';

/**
 * While `active`, keeps an Escape pressed in the given element from also closing the dialog
 * around it. Radix dialogs listen for Escape on the document in the capture phase, before the
 * element's own handler runs, and skip the close when the event's default is already prevented;
 * a capture listener on the window runs earlier still.
 */
export function useEscapeGuard(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const guard = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current !== null && event.target === ref.current) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', guard, true);
    return () => window.removeEventListener('keydown', guard, true);
  }, [ref, active]);
}
