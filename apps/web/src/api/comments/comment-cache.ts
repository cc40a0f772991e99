import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import { commentKeys } from './query-keys.ts';
import type { Comment } from './types.ts';

/**
 * Writes a comment into the cached list it belongs to: replaces its copy, or inserts it in
 * created_at order (lists are oldest first). A list that is not cached is left alone: it will
 * be read whole when first shown. An older copy never overwrites a newer one, since a socket
 * frame and the reply of the same write may arrive in either order.
 */
export function upsertComment(client: QueryClient, comment: Comment) {
  const key = commentKeys.listOf(comment);
  const list = client.getQueryData<Comment[]>(key);
  if (!list) return;
  const index = list.findIndex((item) => item.id === comment.id);
  if (index !== -1) {
    if (Date.parse(list[index]!.updated_at) > Date.parse(comment.updated_at)) return;
    const next = list.slice();
    next[index] = comment;
    client.setQueryData(key, next);
    return;
  }
  const created = Date.parse(comment.created_at);
  const at = list.findIndex((item) => Date.parse(item.created_at) > created);
  const next = list.slice();
  next.splice(at === -1 ? next.length : at, 0, comment);
  client.setQueryData(key, next);
}

/** Removes a comment from the given list, or from every cached list when the list is unknown. */
export function removeComment(client: QueryClient, id: string, key?: QueryKey) {
  const lists = key
    ? [[key, client.getQueryData<Comment[]>(key)] as const]
    : client.getQueriesData<Comment[]>({ queryKey: commentKeys.all });
  for (const [listKey, list] of lists) {
    if (list?.some((item) => item.id === id)) {
      client.setQueryData(
        listKey,
        list.filter((item) => item.id !== id),
      );
    }
  }
}

/** The project's activity feed words comment writes too; read it again after one. */
export function invalidateCommentActivity(client: QueryClient, projectId: string) {
  void client.invalidateQueries({ queryKey: [...projectKeys.detail(projectId), 'activity'] });
}
