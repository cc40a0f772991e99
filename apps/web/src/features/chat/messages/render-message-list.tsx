import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import type { MessageListProps } from '../chat-contracts.ts';
import { MessageList } from './message-list.tsx';
import { ADA, GRACE, threadFixture } from './chat-fixture.ts';

type Routes = Parameters<typeof renderWithApp>[1]['routes'];

/** Test helper: the message list with spy callbacks (each resolving) inside the app's providers. */
export function renderMessageList(
  messages: MessageJson[],
  overrides: Partial<MessageListProps> = {},
  routes?: Routes,
) {
  const props: MessageListProps = {
    thread: threadFixture(),
    messages,
    currentUserId: ADA.id,
    members: [ADA, GRACE],
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: vi.fn(),
    typingNames: [],
    messageTasks: new Map(),
    focusMessageId: null,
    onFocusDone: vi.fn(),
    onJumpTo: vi.fn(),
    onEdit: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onDeleteAttachment: vi.fn(() => Promise.resolve()),
    onToggleReaction: vi.fn(() => Promise.resolve()),
    onReply: vi.fn(),
    onCreateTask: vi.fn(),
    ...overrides,
  };
  const view = renderWithApp(<MessageList {...props} />, { path: '/', url: '/', routes });
  return { ...view, props };
}
