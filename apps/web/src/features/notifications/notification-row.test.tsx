import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationFixture } from '../../api/notifications/notification-fixture.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { ru } from '../../i18n/locales/ru/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { NotificationRow } from './notification-row.tsx';
import { inTab } from './notification-filters.ts';

function renderRow(metadata: Record<string, unknown>) {
  const notification = notificationFixture({
    notification_type: 'system',
    title: 'Your data export is ready',
    metadata,
  });
  render(
    <ul>
      <NotificationRow notification={notification} ago="Just now" onOpen={() => undefined} />
    </ul>,
  );
}

describe('NotificationRow', () => {
  it("offers a data export's download link", () => {
    renderRow({ download_url: '/api/auth/export/e1/download?token=abc' });
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/auth/export/e1/download?token=abc',
    );
  });

  it('never links a download outside the export route', () => {
    renderRow({ download_url: 'https://elsewhere.example/steal' });
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('words a grouped mention in an Arabic interface from its facts, the project named once', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    await i18n.changeLanguage('ar');
    try {
      const notification = notificationFixture({
        notification_type: 'mention',
        title: 'You were mentioned 3 times',
        message: 'Latest: Bob mentioned you (Apollo)',
        metadata: { sender_name: 'Bob', full_message: 'hi', projectName: 'Apollo', count: 3 },
      });
      render(
        <ul>
          <NotificationRow notification={notification} ago="الآن" onOpen={() => undefined} />
        </ul>,
      );
      expect(screen.getByText('3 إشارات إليك في Apollo')).toBeInTheDocument();
      expect(screen.getByText('الأحدث: أشار إليك Bob')).toBeInTheDocument();
      expect(screen.queryByText(/mentioned/)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('words a mentorship notification in a Russian interface, under the Tasks tab', async () => {
    i18n.addResourceBundle('ru', 'translation', ru);
    await i18n.changeLanguage('ru');
    try {
      const notification = notificationFixture({
        notification_type: 'mentorship',
        title: 'Ann accepted your session "Parser review"',
        link: '/dashboard/mentorship',
        metadata: { event: 'accepted', actor_name: 'Ann', session_topic: 'Parser review' },
      });
      render(
        <ul>
          <NotificationRow notification={notification} ago="сейчас" onOpen={() => undefined} />
        </ul>,
      );
      expect(screen.getByText('Ann принимает вашу сессию «Parser review»')).toBeInTheDocument();
      expect(inTab(notification, 'tasks')).toBe(true);
      expect(inTab(notification, 'system')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows an invitation’s welcome message, as text', async () => {
    const notification = notificationFixture({
      notification_type: 'project_invitation',
      title: 'Invitation to Apollo',
      message: 'Bob invited you to join Apollo as Team Member',
      metadata: {
        inviterName: 'Bob',
        projectName: 'Apollo',
        role: 'member',
        invitation_id: 'i1',
        welcome_message: '<b>Welcome aboard</b>',
      },
    });
    renderWithApp(
      <ul>
        <NotificationRow notification={notification} ago="Just now" onOpen={() => undefined} />
      </ul>,
      { path: '/', url: '/' },
    );
    expect(await screen.findByText(/“<b>Welcome aboard<\/b>”/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});
