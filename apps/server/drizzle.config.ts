import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/presence-schema.ts',
    './src/db/chat-schema.ts',
    './src/db/notification-schema.ts',
    './src/db/account-schema.ts',
    './src/db/work-schema.ts',
    './src/db/mentorship-schema.ts',
    './src/db/insights-schema.ts',
    './src/db/sprints-schema.ts',
    './src/db/roadmaps-schema.ts',
  ],
  out: './migrations',
});
