import type {
  AttachmentJson,
  MessageJson,
  ThreadJson,
} from '@crewline/shared/contracts/chat-responses';
import { fakeUser } from '../../../api/test-fakes.ts';
import type { ChatMember } from '../chat-contracts.ts';

/** Test data: the chat's people, the signed-in fake user first. */
export const ADA: ChatMember = {
  id: fakeUser.id,
  name: fakeUser.name,
  avatar: null,
  email: fakeUser.email,
};
export const GRACE: ChatMember = {
  id: '7a1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a22',
  name: 'Grace Hopper',
  avatar: null,
  email: 'grace@example.com',
};
const PROJECT_ID = '0b8b5f0e-1111-4c1a-9a55-000000000001';

/** A project thread for tests. */
export function threadFixture(overrides: Partial<ThreadJson> = {}): ThreadJson {
  return {
    id: '3c0c3c0c-0000-4000-8000-000000000001',
    title: 'General',
    description: '',
    context_type: 'project',
    context_id: PROJECT_ID,
    context_name: 'Apollo',
    is_pinned: false,
    is_archived: false,
    unread_count: 0,
    created_by: ADA.id,
    last_message: null,
    last_message_content: null,
    last_message_time: null,
    participants: [ADA, GRACE],
    former_participants: 0,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    can: { update: true, delete: true },
    ...overrides,
  };
}

let counter = 0;

/** A message by `author` (Ada unless given), with abilities of an author when it is Ada's. */
export function messageFixture(
  overrides: Partial<MessageJson> & { author?: ChatMember } = {},
): MessageJson {
  const { author = ADA, ...rest } = overrides;
  counter++;
  const own = author.id === ADA.id;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    thread_id: threadFixture().id,
    content: `Message ${counter}`,
    content_type: 'text',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    user: { id: author.id, name: author.name, avatar: author.avatar },
    reply_to_message_id: null,
    reply_to_message: null,
    is_edited: false,
    attachments: [],
    reactions: [],
    mentions: [],
    urgent: false,
    client_id: null,
    can: { update: own, delete: own },
    ...rest,
  };
}

/** An attachment of the given kind and name. */
export function attachmentFixture(overrides: Partial<AttachmentJson> = {}): AttachmentJson {
  counter++;
  const id = `a0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    message_id: null,
    attachment_type: 'file',
    file_name: 'notes.pdf',
    file_url: `/api/attachments/${id}/file`,
    file_size: 2048,
    mime_type: 'application/pdf',
    thumbnail_url: null,
    width: null,
    height: null,
    ...overrides,
  };
}
