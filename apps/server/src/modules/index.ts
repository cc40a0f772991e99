import type { EnvelopeType } from '../realtime/envelopes.ts';
import type { EnvelopeHandlerTable } from '../realtime/dispatch.ts';
import type { FeatureModule, JobSpec, StoredFiles } from './feature-module.ts';
import { storageSweepJob } from '../jobs/storage-sweep-job.ts';
import { adminModule } from '../features/admin/module.ts';
import { authModule } from '../features/auth/module.ts';
import { accountsModule } from '../features/accounts/module.ts';
import { projectsModule } from '../features/projects/module.ts';
import { membersModule } from '../features/members/module.ts';
import { activityModule } from '../features/activity/module.ts';
import { usersModule } from '../features/users/module.ts';
import { tasksModule } from '../features/tasks/module.ts';
import { sprintsModule } from '../features/sprints/module.ts';
import { milestonesModule } from '../features/milestones/module.ts';
import { dependenciesModule } from '../features/dependencies/module.ts';
import { commentsModule } from '../features/comments/module.ts';
import { chatModule } from '../features/chat/module.ts';
import { attachmentsModule } from '../features/attachments/module.ts';
import { timeModule } from '../features/time/module.ts';
import { filesModule } from '../features/files/module.ts';
import { scheduledMessagesModule } from '../features/scheduled-messages/module.ts';
import { presenceModule } from '../features/presence/module.ts';
import { notificationsModule } from '../features/notifications/module.ts';
import { pushModule } from '../features/push/module.ts';
import { resourcesModule } from '../features/resources/module.ts';
import { transcriptionModule } from '../features/transcription/module.ts';
import { mentorshipModule } from '../features/mentorship/module.ts';
import { insightsModule } from '../features/insights/module.ts';
import { calendarFeedModule } from '../features/calendar-feed/module.ts';
import { roadmapsModule } from '../features/roadmaps/module.ts';
import { scheduleModule } from '../features/schedule/module.ts';

/** Every domain of the product. A new domain writes its module and is listed here, once. */
export const MODULES = [
  adminModule,
  authModule,
  accountsModule,
  projectsModule,
  membersModule,
  activityModule,
  usersModule,
  tasksModule,
  sprintsModule,
  milestonesModule,
  dependenciesModule,
  commentsModule,
  chatModule,
  attachmentsModule,
  timeModule,
  filesModule,
  scheduledMessagesModule,
  presenceModule,
  notificationsModule,
  pushModule,
  resourcesModule,
  transcriptionModule,
  mentorshipModule,
  insightsModule,
  calendarFeedModule,
  roadmapsModule,
  scheduleModule,
] as const;

type KeysOfEach<T> = T extends unknown ? keyof T : never;
/** The envelope types some module handles. */
type Handled = KeysOfEach<(typeof MODULES)[number]['realtime']>;
/**
 * Fails to compile, naming the type, when an envelope type has no handler in any module: a new
 * event nobody handles is never dropped silently.
 */
type EveryEnvelopeHandled<Missing extends never> = Missing;
export type NoEnvelopeUnhandled = EveryEnvelopeHandled<Exclude<EnvelopeType, Handled>>;

/** The modules' realtime handlers as one table; two modules may not handle one type. */
export function envelopeHandlers(): EnvelopeHandlerTable {
  const table: Record<string, unknown> = {};
  for (const module of MODULES) {
    for (const [type, handler] of Object.entries(module.realtime)) {
      if (type in table) throw new Error(`Envelope ${type} is handled by two modules`);
      table[type] = handler;
    }
  }
  return table as EnvelopeHandlerTable;
}

/** Every key prefix of the storage service and the rows that name its files. */
export const STORED_FILES: readonly StoredFiles[] = (MODULES as readonly FeatureModule[]).flatMap(
  (module) => module.storedFiles ?? [],
);

/** Every periodic job of every module, in the modules' order, then the storage sweep. */
export const JOB_SPECS: readonly JobSpec[] = [
  ...MODULES.flatMap((module) => module.jobs),
  storageSweepJob(STORED_FILES),
];

/** The jobs the JOBS setting may name (the ones that run in every process are not named). */
export const PERIODIC_JOBS: readonly string[] = JOB_SPECS.filter((job) => !job.always).map(
  (job) => job.name,
);
