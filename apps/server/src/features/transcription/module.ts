import type { FeatureModule } from '../../modules/feature-module.ts';
import { transcribeRoutes } from './transcribe-routes.ts';

/** Speech to text for tasks created by speaking. */
export const transcriptionModule = {
  name: 'transcription',
  routes: [transcribeRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
