// What the live-event applier must know about the screen: which thread is open, and which read
// marks this tab has just sent. Kept outside React because socket frames arrive outside it.

let openThreadId: string | null = null;
const readMarks = new Map<string, string>();

/** The screen tells which thread it shows (null: none). */
export function setOpenThread(threadId: string | null): void {
  openThreadId = threadId;
}

/**
 * Whether the user is looking at the thread now: it is open and the tab is visible. A message
 * arriving there is read at once and raises no unread count.
 */
export function isThreadInView(threadId: string): boolean {
  return (
    openThreadId === threadId &&
    (typeof document === 'undefined' || document.visibilityState !== 'hidden')
  );
}

/** Notes the message a read mark was just sent up to. */
export function noteReadMark(threadId: string, messageId: string): void {
  readMarks.set(threadId, messageId);
}

/**
 * Whether the thread's newest message is one this tab already marked read: its count stays
 * zero until a newer message arrives, whatever an older copy of the thread says.
 */
export function isMarkedRead(threadId: string, lastMessageId: string | null | undefined): boolean {
  return lastMessageId != null && readMarks.get(threadId) === lastMessageId;
}

/** Forgets everything (sign-out, tests). */
export function resetChatViewState(): void {
  openThreadId = null;
  readMarks.clear();
}
