/** What the composer keeps of an unsent message across reloads. */
type Draft = {
  text: string;
  clientId: string;
  /** Ids of the members picked from the suggestions (only picked ones count as mentions). */
  mentions: string[];
};

const draftKey = (threadId: string) => `chat_draft_${threadId}`;

/** The thread's saved draft, or null (none, unreadable, or storage refused). */
export function readDraft(threadId: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(threadId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    if (typeof value.text !== 'string' || typeof value.clientId !== 'string') return null;
    const mentions = Array.isArray(value.mentions)
      ? value.mentions.filter((id): id is string => typeof id === 'string')
      : [];
    return { text: value.text, clientId: value.clientId, mentions };
  } catch {
    return null;
  }
}

/** Saves the thread's draft; an empty text removes it. */
export function writeDraft(threadId: string, draft: Draft): void {
  try {
    if (draft.text === '') window.localStorage.removeItem(draftKey(threadId));
    else window.localStorage.setItem(draftKey(threadId), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the draft lives for this page only.
  }
}

/** Forgets the thread's draft (after sending). */
export function clearDraft(threadId: string): void {
  try {
    window.localStorage.removeItem(draftKey(threadId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
