import type { FeatureModule } from '../../modules/feature-module.ts';
import { threadRoutes } from './thread-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { messageSearchRoutes } from './message-search-routes.ts';
import { messageLookupRoutes } from './message-lookup-routes.ts';
import { messageTaskRoutes } from './message-task-routes.ts';
import { dispatchMessage, dispatchThread, dispatchTyping } from './chat-realtime.ts';

/** Project and direct threads, messages, reactions, search, typing; a message made a task. */
export const chatModule = {
  name: 'chat',
  routes: [
    threadRoutes,
    messageRoutes,
    messageSearchRoutes,
    messageLookupRoutes,
    messageTaskRoutes,
  ],
  jobs: [],
  realtime: {
    new_message: dispatchMessage,
    message_updated: dispatchMessage,
    message_deleted: dispatchMessage,
    reaction: dispatchMessage,
    thread_update: dispatchThread,
    thread_deleted: dispatchThread,
    typing: dispatchTyping,
  },
} satisfies FeatureModule;
