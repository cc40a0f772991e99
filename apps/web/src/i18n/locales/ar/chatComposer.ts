import type { Messages } from '../en/index.ts';

/** Chat: the composer (shortcuts, mentions, emoji, attachments, voice and video notes, scheduling) (ar). */
export const chatComposerTexts: Messages['chatComposer'] = {};
