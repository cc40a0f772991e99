import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('continues to the page of the app a link was opening', () => {
    expect(returnPath('/dashboard/projects/p1/tasks?task=t1&comment=c1')).toBe(
      '/dashboard/projects/p1/tasks?task=t1&comment=c1',
    );
    expect(returnPath('/dashboard/invitations/i1')).toBe('/dashboard/invitations/i1');
  });

  it('goes to the dashboard for anything else', () => {
    for (const from of [
      undefined,
      null,
      42,
      '',
      '//evil.example',
      'https://evil.example/dashboard',
      '/auth/login',
      '/dashboardx',
      '/\\evil',
    ])
      expect(returnPath(from), String(from)).toBe('/dashboard');
  });
});
