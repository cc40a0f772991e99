import type { Message, MessagePages, Thread } from './types.ts';

/** A project thread with sensible defaults, for tests. */
export function threadFixture(overrides: Partial<Thread> = {}): Thread {
  return {
    id: 't1',
    title: 'Planning',
    description: '',
    context_type: 'project',
    context_id: 'p1',
    context_name: 'Apollo',
    is_pinned: false,
    is_archived: false,
    unread_count: 0,
    created_by: 'me',
    last_message: null,
    last_message_content: null,
    last_message_time: null,
    participants: [
      { id: 'me', name: 'Ada Lovelace', avatar: null, email: 'ada@example.com' },
      { id: 'bo', name: 'Bo Chen', avatar: null, email: 'bo@example.com' },
    ],
    former_participants: 0,
    created_at: '2025-01-01T09:00:00.000Z',
    updated_at: '2025-01-01T09:00:00.000Z',
    can: { update: true, delete: true },
    ...overrides,
  };
}

/** A message with sensible defaults, for tests. */
export function messageFixture(overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    thread_id: 't1',
    content: 'Hello',
    content_type: 'text',
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    user: { id: 'bo', name: 'Bo Chen', avatar: null },
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

/** Loaded message pages, newest page first, as the infinite query keeps them. */
export function pagesFixture(...pages: { messages: Message[]; hasMore?: boolean }[]): MessagePages {
  return {
    pages: pages.map((page) => ({ messages: page.messages, hasMore: page.hasMore ?? false })),
    pageParams: pages.map((page, index) =>
      index === 0 ? null : (pages[index - 1]!.messages[0]?.id ?? null),
    ),
  };
}
