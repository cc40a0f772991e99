import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each has its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
