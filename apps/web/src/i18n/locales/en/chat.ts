/** Chat: inbox, thread list, thread header, thread modals. */
export const chatTexts = {};
