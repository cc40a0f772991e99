/** Chat: the composer (shortcuts, mentions, emoji, attachments, voice and video notes, scheduling). */
export const chatComposerTexts = {};
