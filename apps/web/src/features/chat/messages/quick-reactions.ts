/** The quick-reaction picker's emoji: the common answers in a team chat. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '😢', '🙏', '🔥'] as const;
