import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationFixture } from '../../api/notifications/notification-fixture.ts';
import { NotificationRow } from './notification-row.tsx';

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
});
