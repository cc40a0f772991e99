import type { Messages } from '../en/index.ts';

/** Chat: inbox, thread list, thread header, thread modals (ar). */
export const chatTexts: Messages['chat'] = {};
