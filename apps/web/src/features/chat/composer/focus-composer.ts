import { useEffect } from 'react';

/** The attribute that marks the conversation's message box. */
export const COMPOSER_MARK = 'data-chat-composer';

/** Puts focus in the open conversation's message box, if one is shown. */
export function focusComposer(): void {
  document.querySelector<HTMLTextAreaElement>(`[${COMPOSER_MARK}]`)?.focus();
}

/** Whether a key press is the "go to the message box" shortcut: Alt+Shift+M (Option on a Mac). */
export function isComposerShortcut(event: KeyboardEvent): boolean {
  // The key's place, not its character: Option+Shift+M types "Â" on a Mac, and other layouts
  // (Arabic, Russian) put other letters there.
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyM'
  );
}

/**
 * Alt+Shift+M from anywhere on the chat screen jumps to the message box: reaching it by Tab
 * took about 70 presses past the thread list and the messages.
 */
export function useComposerShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isComposerShortcut(event)) return;
      event.preventDefault();
      focusComposer();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
