/** Chat: the message view (messages, Markdown, reactions, edit, delete, create task). */
export const chatMessagesTexts = {};
