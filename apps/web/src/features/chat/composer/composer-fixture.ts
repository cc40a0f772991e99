import type { MessageJson, ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { fakeUser } from '../../../api/test-fakes.ts';
import type { ChatMember } from '../chat-contracts.ts';

/** Test data: a project thread. */
export function threadFixture(overrides: Partial<ThreadJson> = {}): ThreadJson {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'General',
    description: '',
    context_type: 'project',
    context_id: '22222222-2222-4222-8222-222222222222',
    context_name: 'Apollo',
    is_pinned: false,
    is_archived: false,
    unread_count: 0,
    created_by: fakeUser.id,
    last_message: null,
    last_message_content: null,
    last_message_time: null,
    participants: [],
    former_participants: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    can: { update: true, delete: true },
    ...overrides,
  };
}

/** Test data: a thread member. */
export function memberFixture(id: string, name: string): ChatMember {
  return { id, name, avatar: null, email: `${id}@example.com` };
}

/** Test data: a message of the thread. */
export function messageFixture(overrides: Partial<MessageJson> = {}): MessageJson {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    thread_id: threadFixture().id,
    content: 'Hello',
    content_type: 'text',
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    user: { id: 'u-grace', name: 'Grace Hopper', avatar: null },
    reply_to_message_id: null,
    reply_to_message: null,
    is_edited: false,
    attachments: [],
    reactions: [],
    mentions: [],
    urgent: false,
    client_id: null,
    can: { update: false, delete: false },
    ...overrides,
  };
}
