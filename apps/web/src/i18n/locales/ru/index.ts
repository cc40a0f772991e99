import type { Messages } from '../en/index.ts';
import { appTexts } from './app.ts';
import { authTexts } from './auth.ts';
import { chatTexts } from './chat.ts';
import { chatComposerTexts } from './chatComposer.ts';
import { chatMessagesTexts } from './chatMessages.ts';
import { commentsTexts } from './comments.ts';
import { dashboardTexts } from './dashboard.ts';
import { devPagesTexts } from './devPages.ts';
import { legalTexts } from './legal.ts';
import { notificationAlertsTexts } from './notificationAlerts.ts';
import { invitationPageTexts } from './invitationPage.ts';
import { notificationsTexts } from './notifications.ts';
import { pushDeviceTexts } from './pushDevice.ts';
import { calendarFeedTexts } from './calendarFeed.ts';
import { appearanceTexts } from './appearance.ts';
import { timeTrackingTexts } from './timeTracking.ts';
import { projectFilesTexts } from './projectFiles.ts';
import { resourcePlanningTexts } from './resourcePlanning.ts';
import { sprintsTexts } from './sprints.ts';
import { settingsPageTexts } from './settingsPage.ts';
import { securitySettingsTexts } from './securitySettings.ts';
import { accountSettingsTexts } from './accountSettings.ts';
import { publicProfileTexts } from './publicProfile.ts';
import { avatarEditorTexts } from './avatarEditor.ts';
import { projectsTexts } from './projects.ts';
import { publicTexts } from './public.ts';
import { realtimeTexts } from './realtime.ts';
import { tasksTexts } from './tasks.ts';
import { voicePreviewTexts } from './voicePreview.ts';
import { voiceTexts } from './voice.ts';
import { mentorshipTexts } from './mentorship.ts';
import { teamPageTexts } from './teamPage.ts';
import { dataVizTexts } from './dataViz.ts';
import { ganttTexts } from './gantt.ts';
import { roadmapsTexts } from './roadmaps.ts';
import { milestonesTexts } from './milestones.ts';

/** The Russian texts (loaded on demand). */
export const ru: Messages = {
  ...appTexts,
  ...publicTexts,
  ...dashboardTexts,
  auth: authTexts,
  chat: chatTexts,
  chatComposer: chatComposerTexts,
  chatMessages: chatMessagesTexts,
  comments: commentsTexts,
  devPages: devPagesTexts,
  legal: legalTexts,
  invitationPage: invitationPageTexts,
  notifications: notificationsTexts,
  notificationAlerts: notificationAlertsTexts,
  pushDevice: pushDeviceTexts,
  calendarFeed: calendarFeedTexts,
  appearance: appearanceTexts,
  timeTracking: timeTrackingTexts,
  projectFiles: projectFilesTexts,
  resourcePlanning: resourcePlanningTexts,
  sprints: sprintsTexts,
  settingsPage: settingsPageTexts,
  securitySettings: securitySettingsTexts,
  accountSettings: accountSettingsTexts,
  publicProfile: publicProfileTexts,
  avatarEditor: avatarEditorTexts,
  projects: projectsTexts,
  realtime: realtimeTexts,
  tasks: tasksTexts,
  voicePreview: voicePreviewTexts,
  voice: voiceTexts,
  mentorship: mentorshipTexts,
  teamPage: teamPageTexts,
  dataViz: dataVizTexts,
  gantt: ganttTexts,
  roadmaps: roadmapsTexts,
  milestones: milestonesTexts,
};
