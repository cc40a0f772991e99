/**
 * What travels on the bus between processes: small, so a PostgreSQL NOTIFY payload (8,000
 * bytes at most) always fits. Each process loads what an envelope names and presents it once
 * per recipient role for its own sockets; the envelope never carries an entity.
 *
 * Keys: `t` type, `p` project id, `id` the entity, `u` a user id, `users` user ids to reach in
 * their personal rooms, `task` a task id, `th` a chat thread id.
 */
export type Envelope =
  | { t: 'task_created' | 'task_updated' | 'task_deleted'; p: string; id: string }
  | { t: 'project_updated'; p: string }
  /** `users`: the members at deletion, told in their personal rooms (the project room is gone). */
  | { t: 'project_deleted'; p: string; users: string[] }
  | { t: 'member_added' | 'member_updated' | 'member_removed'; p: string; u: string }
  /** `users`: the invitee, told in their personal room. */
  | { t: 'invitation_changed'; p: string; id: string; users: string[] }
  | { t: 'project_change'; p: string; id: string }
  | { t: 'comment_added' | 'comment_updated'; p: string; id: string }
  | { t: 'comment_deleted'; p: string; id: string; task: string | null }
  /** A user's presence changed; `s` the derived status, so most receivers need no query. */
  | { t: 'presence'; u: string }
  | { t: 'typing'; th: string; u: string; on: boolean }
  /** Chat: `th` the thread, `id` the message. Delivered to `thread:{th}`. */
  | {
      t: 'new_message' | 'message_updated' | 'message_deleted' | 'reaction';
      th: string;
      id: string;
    }
  /**
   * A thread was created or changed (`thread_update`, an upsert) or deleted. `p` the project of a
   * project thread (its members are told in the project room); `users` the participants of a
   * direct thread, told in their personal rooms.
   */
  | { t: 'thread_update' | 'thread_deleted'; th: string; p?: string; users?: string[] }
  /**
   * A scheduled message of user `u` was created or changed status (`scheduled_message_update`),
   * or was cancelled (`scheduled_message_deleted`). Delivered to `user:{u}` only: nobody else
   * sees it.
   */
  | { t: 'scheduled_message_update' | 'scheduled_message_deleted'; u: string; id: string }
  /**
   * Notifications of user `u`, delivered to `user:{u}` only: one made or changed
   * (`id`), some deleted (`ids`; `all`: every one, `ids` then holds only the newest), or all read.
   */
  | { t: 'notification_created' | 'notification_updated'; u: string; id: string }
  | { t: 'notification_deleted'; u: string; ids: string[]; all?: true }
  | { t: 'all_notifications_read'; u: string }
  /** Notification jobs were queued: every process's job runner looks for work at once. */
  | { t: 'notification_jobs' }
  /** A session was revoked (logout, password reset): its sockets close with 4401. */
  | { t: 'session_revoked'; sid: string }
  /** Every session of a user ended (password reset, account deleted). */
  | { t: 'user_sessions_revoked'; u: string }
  /** User `u`'s name or avatar changed: told to everyone who shares a project or thread with them. */
  | { t: 'user_updated'; u: string }
  /** User `u`'s appearance settings changed: told to their own sockets only. */
  | { t: 'appearance_updated'; u: string }
  /**
   * A time entry `id` of project `p` changed (logged, corrected, deleted, timer started or
   * stopped); `u` the person whose time it is, `task` its task after the change.
   */
  | { t: 'time_entries_changed'; p: string; id: string; u: string; task: string | null }
  /** File or folder `id` of project `p` changed, or one of its versions did. */
  | { t: 'files_changed'; p: string; id: string }
  /** Resource `id` of project `p` changed, or one of its allocations did. */
  | { t: 'resources_changed'; p: string; id: string }
  /** Sprint `id` of project `p` was created, changed, closed or deleted. */
  | { t: 'sprints_changed'; p: string; id: string }
  /** Milestone `id` of project `p` changed its days (a reschedule pushed it). */
  | { t: 'milestone_updated'; p: string; id: string }
  /**
   * Mentorship session `id` changed: told to `users` in their personal rooms (its parties, and a
   * mentor who just declined it); `credits` the people among them whose balances moved.
   */
  | { t: 'mentorship_session_updated'; id: string; users: string[]; credits: string[] }
  /** Session invitation mails were queued: every process's sender looks for work at once. */
  | { t: 'mentorship_invitation_mails' };

export type EnvelopeType = Envelope['t'];
