import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { messageFixture, threadFixture } from '../../api/chat/chat-fixtures.ts';
import { personName } from '../../components/person-name.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { ru } from '../../i18n/locales/ru/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { ThreadListItem } from './thread-list-item.tsx';
import { threadTitle } from './thread-title.ts';

const t = i18n.t.bind(i18n);
const GONE = { id: '', name: 'Deleted user', avatar: null };
const ME = { id: 'me', name: 'Ada Lovelace', avatar: null, email: 'ada@example.com' };

/** A direct conversation whose other person deleted their account, with their last message. */
const withDeleted = threadFixture({
  title: null,
  context_type: 'direct',
  context_id: null,
  context_name: '',
  participants: [ME],
  former_participants: 1,
  last_message: {
    ...messageFixture({ content: 'bye' }),
    user: GONE,
  },
});

afterEach(() => i18n.changeLanguage('en'));

async function speak(language: 'ar' | 'ru') {
  i18n.addResourceBundle(language, 'translation', language === 'ar' ? ar : ru, true, true);
  await i18n.changeLanguage(language);
}

describe('a direct conversation with someone who deleted their account', () => {
  it('is named after them, not "General"', () => {
    expect(threadTitle(withDeleted, t)).toBe('Deleted user');
    expect(threadTitle({ ...withDeleted, context_name: 'Bo Chen' }, t)).toBe(
      'Bo Chen, Deleted user',
    );
    expect(threadTitle({ ...withDeleted, former_participants: 0 }, t)).toBe('General');
  });

  it.each([
    ['ar', 'مستخدم محذوف', 'مستخدمان محذوفان'],
    ['ru', 'Удалённый пользователь', '2 удалённых пользователя'],
  ] as const)(
    'says "Deleted user" in %s, in the title and the preview',
    async (language, one, two) => {
      await speak(language);
      // The author of their messages (and comments) reads the same.
      expect(personName(GONE, t)).toBe(one);
      expect(personName(ME, t)).toBe('Ada Lovelace');
      expect(threadTitle(withDeleted, t)).toBe(one);
      expect(threadTitle({ ...withDeleted, former_participants: 2 }, t)).toBe(two);
      render(
        <ThreadListItem
          thread={withDeleted}
          selected={false}
          currentUserId="me"
          showContext={false}
          onSelect={() => undefined}
        />,
      );
      expect(screen.getByText(`${one}: bye`)).toBeInTheDocument();
      expect(screen.queryByText(/Deleted user/)).not.toBeInTheDocument();
    },
  );

  it("counts them among the conversation's people in its header", async () => {
    renderWithApp(
      <ThreadHeader
        thread={withDeleted}
        onEdit={() => undefined}
        onDelete={() => undefined}
        onShortcuts={() => undefined}
      />,
      { path: '/dashboard/inbox', url: '/dashboard/inbox' },
    );
    expect(await screen.findByRole('heading', { name: 'Deleted user' })).toBeInTheDocument();
    expect(screen.getByText(/^2 members/)).toBeInTheDocument();
  });
});
