import type { QueryClient } from '@tanstack/react-query';

// Mutations of one entity take its id (deletes) or `{id, …}` (updates) as variables.
function targets(variables: unknown, id: string): boolean {
  if (variables === id) return true;
  return (
    typeof variables === 'object' && variables !== null && (variables as { id?: unknown }).id === id
  );
}

/**
 * Whether one of this tab's own writes to the entity is still in flight: its optimistic copy
 * is on screen and the reply will settle it, so a socket echo must not flip it back meanwhile.
 */
export function hasPendingWrite(client: QueryClient, id: string): boolean {
  return client
    .getMutationCache()
    .getAll()
    .some(
      (mutation) => mutation.state.status === 'pending' && targets(mutation.state.variables, id),
    );
}
