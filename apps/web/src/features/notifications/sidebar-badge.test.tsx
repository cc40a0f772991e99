import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationFixture } from '../../api/notifications/notification-fixture.ts';
import { Sidebar } from '../../app/shell/sidebar.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => localStorage.clear());

describe('the sidebar notifications badge', () => {
  it('caps at 9+ and names the count when collapsed', async () => {
    localStorage.setItem('sidebar_collapsed', 'true');
    renderWithApp(<Sidebar />, {
      path: '/dashboard',
      url: '/dashboard',
      routes: (server) => {
        server.on('GET /api/notifications?limit=30', () => ({
          status: 200,
          body: {
            notifications: [notificationFixture()],
            unread_count: 12,
            total_count: 12,
            has_more: false,
          },
        }));
        server.on('GET /api/threads/unread', () => ({
          status: 200,
          body: { total: 0, direct: 0, projects: [] },
        }));
      },
    });
    const link = await screen.findByRole('link', { name: 'Notifications, 9+ unread' });
    expect(link).toHaveTextContent('9+');
  });
});
