import { z } from 'zod';
import { CUSTOM_STATUS_MAX_LENGTH } from '../limits.ts';

/** The statuses a user can be shown with. */
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
/** What a user may choose; `offline` is what the server derives when no tab is open. */
export const CHOSEN_PRESENCE_STATUSES = ['online', 'away', 'busy'] as const;
export type ChosenPresenceStatus = (typeof CHOSEN_PRESENCE_STATUSES)[number];

/** PUT /api/presence. */
export const presenceBody = z.object({
  status: z.enum(CHOSEN_PRESENCE_STATUSES),
  custom_status_message: z.string().trim().max(CUSTOM_STATUS_MAX_LENGTH).nullish(),
  current_context_type: z.enum(['project', 'thread', 'direct']).nullish(),
  current_context_id: z.uuid().nullish(),
});
export type PresenceBody = z.infer<typeof presenceBody>;

/** GET /api/presence?project_id= */
export const presenceQuery = z.object({ project_id: z.uuid().optional() });

/** One user's presence as the server derives it. */
export type PresenceJson = {
  user_id: string;
  status: PresenceStatus;
  last_seen_at: string | null;
  custom_status_message: string | null;
  current_context_type: string | null;
  current_context_id: string | null;
  updated_at: string | null;
};
