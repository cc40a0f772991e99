import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMessage, upsertMessage } from './message-cache.ts';
import { addReaction, removeReaction } from './messages-api.ts';
import type { Message, Reaction } from './types.ts';

/** The reactions after the caller adds (or takes back) one emoji. */
export function toggledReactions(
  reactions: Reaction[],
  emoji: string,
  self: { id: string; name: string },
): Reaction[] {
  const existing = reactions.find((reaction) => reaction.emoji === emoji);
  if (!existing) {
    return [...reactions, { emoji, count: 1, has_reacted: true, users: [self] }];
  }
  if (!existing.has_reacted) {
    return reactions.map((reaction) =>
      reaction === existing
        ? {
            ...reaction,
            count: reaction.count + 1,
            has_reacted: true,
            users: [...reaction.users, self],
          }
        : reaction,
    );
  }
  return reactions
    .map((reaction) =>
      reaction === existing
        ? {
            ...reaction,
            count: reaction.count - 1,
            has_reacted: false,
            users: reaction.users.filter((user) => user.id !== self.id),
          }
        : reaction,
    )
    .filter((reaction) => reaction.count > 0);
}

/**
 * Toggles the caller's reaction with one emoji: added when they have not reacted
 * with it, removed when they have. Shown at once; the server's message settles it.
 */
export function useToggleReaction(self: { id: string; name: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, emoji }: { message: Message; emoji: string }) => {
      const mine = message.reactions.some((r) => r.emoji === emoji && r.has_reacted);
      return mine ? removeReaction(message.id, emoji) : addReaction(message.id, emoji);
    },
    onMutate: ({ message, emoji }) => {
      patchMessage(queryClient, message.thread_id, message.id, (current) => ({
        ...current,
        reactions: toggledReactions(message.reactions, emoji, self),
      }));
    },
    onSuccess: (saved) => {
      upsertMessage(queryClient, saved, { insert: false });
    },
    onError: (_error, { message }) => {
      patchMessage(queryClient, message.thread_id, message.id, (current) => ({
        ...current,
        reactions: message.reactions,
      }));
    },
  });
}
