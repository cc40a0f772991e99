import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { MemberJson } from '@crewline/shared/contracts/people-responses';
import { initialsOf } from '../users/initials-presenter.ts';
import { NO_PRESENCE, type Presence } from '../projects/project-presenter.ts';

/** What the members query reads per member. */
type MemberRecord = {
  userId: string;
  role: ProjectRole;
  joinedAt: Date;
  name: string;
  email: string;
  avatar: string | null;
  assignedTasks: number;
};

export type { MemberJson };

/** Presents one member of a project. */
export function presentMember(record: MemberRecord, presence: Presence = NO_PRESENCE): MemberJson {
  return {
    id: record.userId,
    user_id: record.userId,
    name: record.name,
    user_name: record.name,
    email: record.email,
    avatar: record.avatar,
    initials: initialsOf(record.name),
    role: record.role,
    is_owner: record.role === 'owner',
    joined_at: record.joinedAt.toISOString(),
    online: presence(record.userId),
    assigned_tasks: record.assignedTasks,
  };
}
