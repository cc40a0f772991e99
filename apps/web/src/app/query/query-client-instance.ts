import { api } from '../../api/client.ts';
import { createQueryClient } from '../query-client.ts';

/** The one TanStack Query client; cleared whenever the session ends. */
export const queryClient = createQueryClient();

api.subscribe((event) => {
  if (event.type === 'ended' || event.type === 'expired') queryClient.clear();
});
