import type { Messages } from '../en/index.ts';

/** Chat: the message view (messages, Markdown, reactions, edit, delete, create task) (ru). */
export const chatMessagesTexts: Messages['chatMessages'] = {};
