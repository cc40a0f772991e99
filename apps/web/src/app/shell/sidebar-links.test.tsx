import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { createFakeServer } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Sidebar } from './sidebar.tsx';

afterEach(() => localStorage.clear());

/** No unread notifications or messages. */
const quiet = (server: ReturnType<typeof createFakeServer>) => {
  server.on('GET /api/notifications?limit=30', () => ({
    status: 200,
    body: { notifications: [], unread_count: 0, total_count: 0, has_more: false },
  }));
  server.on('GET /api/threads/unread', () => ({
    status: 200,
    body: { total: 0, direct: 0, projects: [] },
  }));
};

describe('the dashboard navigation', () => {
  it('links Tasks and Files from the sidebar, marking the open one', async () => {
    renderWithApp(<Sidebar />, {
      path: '/dashboard/files',
      url: '/dashboard/files',
      routes: quiet,
    });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'href',
      '/dashboard/tasks',
    );
    const files = within(nav).getByRole('link', { name: 'Files' });
    expect(files).toHaveAttribute('href', '/dashboard/files');
    expect(files).toHaveAttribute('aria-current', 'page');
  });

  it('links Team, Data Visualization, Roadmaps and Mentorship from the sidebar', async () => {
    renderWithApp(<Sidebar />, { path: '/dashboard', url: '/dashboard', routes: quiet });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    for (const [name, href] of [
      ['Team', '/dashboard/team'],
      ['Data Visualization', '/dashboard/data-visualization'],
      ['Roadmaps', '/dashboard/roadmaps'],
      ['Mentorship', '/dashboard/mentorship'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links Tasks and Files from the mobile bar', async () => {
    renderWithApp(<BottomBar />, { path: '/dashboard', url: '/dashboard', routes: quiet });
    const nav = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'href',
      '/dashboard/tasks',
    );
    expect(within(nav).getByRole('link', { name: 'Files' })).toHaveAttribute(
      'href',
      '/dashboard/files',
    );
  });
});
