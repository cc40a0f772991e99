import type { ProjectRole } from '../contracts/members.ts';
import type { ProjectStatus } from './project-enums.ts';

/** The notification types that group several events into one row with a count. */
export type GroupedType =
  'task_assigned' | 'mention' | 'comment' | 'urgent' | 'update' | 'deadline';

/**
 * One text per plural category of the language (Intl.PluralRules: English one/other, Russian
 * one/few/many/other, Arabic zero/one/two/few/many/other); `{count}` is the number.
 */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Everything a notification says, in one language. */
export type NotificationWords = {
  /** The BCP 47 tag plural rules and dates are chosen by. */
  locale: string;
  /** A person whose name is not known. */
  someone: string;
  mention: (sender: string) => string;
  urgent: (sender: string) => string;
  reply: (sender: string) => string;
  taskComment: (sender: string, task: string) => string;
  taskAssigned: (actor: string, task: string) => string;
  inProject: (project: string) => string;
  invitationTitle: (project: string) => string;
  invitationMessage: (inviter: string, project: string, role: string) => string;
  /** The inviter's own welcome message, quoted. */
  welcome: (text: string) => string;
  statusChanged: (project: string, status: string) => string;
  /** The same event inside a group that already names the project. */
  statusChangedShort: (status: string) => string;
  statusChangedBy: (actor: string) => string;
  memberJoined: (member: string, project: string) => string;
  memberJoinedShort: (member: string) => string;
  memberLeft: (member: string, project: string) => string;
  memberLeftShort: (member: string) => string;
  deadline: (task: string) => string;
  deadlineMessage: (due: string, project: string) => string;
  deadlineMessageNoProject: (due: string) => string;
  exportReady: string;
  exportReadyMessage: string;
  /** Mentorship sessions: `actor` is the other party, `topic` the session's. */
  mentorship: MentorshipWords;
  /** A group's message: its newest event. */
  latest: (event: string) => string;
  /** A group's title when its events all happened in one project. */
  groupInProject: (group: string, project: string) => string;
  grouped: Record<GroupedType, PluralText>;
  statuses: Record<ProjectStatus, string>;
  roles: Record<ProjectRole, string>;
};

/** What mentorship notifications say; `when` is a start time already formatted for the reader. */
export type MentorshipWords = {
  requested: (actor: string, topic: string) => string;
  accepted: (actor: string, topic: string) => string;
  scheduledFor: (when: string) => string;
  declined: (actor: string, topic: string) => string;
  declinedMessage: string;
  cancelled: (actor: string, topic: string) => string;
  noShow: (actor: string, topic: string) => string;
  missedBy: { mentor: string; requester: string };
  feedback: (actor: string, topic: string) => string;
  expired: (topic: string) => string;
  expiredMessage: string;
  reminder: (topic: string) => string;
  reminderMessage: (when: string, partner: string) => string;
};
