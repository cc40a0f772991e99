import { z } from 'zod';
import { CHOSEN_PRESENCE_STATUSES } from '../contracts/presence.ts';

// What a client may send over the socket. Every frame is parsed with these schemas; anything
// else gets an `error` frame and changes nothing.

const ping = z.object({
  type: z.literal('ping'),
  nonce: z.union([z.string().max(64), z.number()]).optional(),
});
const auth = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });
const joinProject = z.object({ type: z.literal('join_project'), projectId: z.uuid() });
// Accepted and ignored (older clients send it on leaving a project page; nobody is told).
const leaveProject = z.object({ type: z.literal('leave_project'), projectId: z.uuid() });
const presenceUpdate = z.object({
  type: z.literal('presence_update'),
  action: z.enum(['joined', 'heartbeat', 'left']),
  status: z.enum(CHOSEN_PRESENCE_STATUSES).optional(),
});
const typing = z.object({ type: z.literal('typing'), thread_id: z.uuid(), is_typing: z.boolean() });

/** Every frame a client may send. */
export const clientFrame = z.discriminatedUnion('type', [
  ping,
  auth,
  joinProject,
  leaveProject,
  presenceUpdate,
  typing,
]);
export type ClientFrame = z.infer<typeof clientFrame>;
export type ClientFrameType = ClientFrame['type'];

/** Close codes the server uses, so client and tests name them instead of repeating numbers. */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  policyViolation: 1008,
  tooBig: 1009,
  tryAgainLater: 1013,
  unauthorized: 4401,
} as const;

/** Stable codes of `error` frames. */
export const REALTIME_ERROR_CODES = [
  'bad_frame',
  'unknown_type',
  'not_found',
  'forbidden',
  'rate_limited',
  'unauthorized',
] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];
