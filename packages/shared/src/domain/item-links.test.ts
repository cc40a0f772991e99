import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.ts';
import {
  commentLink,
  exportLink,
  invitationLink,
  messageLink,
  projectLink,
  taskLink,
} from './item-links.ts';
import { isSameOriginPath } from './same-origin-path.ts';

const P = '6f1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a11';
const T = '0b6c2f4e-1d3a-4f5b-8c7d-9e0f1a2b3c4d';
const C = 'c0ffee00-1d3a-4f5b-8c7d-9e0f1a2b3c4d';

describe('item links', () => {
  it('gives each kind of item one address form', () => {
    expect(projectLink(P)).toBe(`/dashboard/projects/${P}`);
    expect(taskLink(P, T)).toBe(`/dashboard/projects/${P}/tasks?task=${T}`);
    expect(taskLink(null, T)).toBe(`/dashboard/tasks?task=${T}`);
    expect(commentLink({ projectId: P, taskId: T, commentId: C })).toBe(
      `/dashboard/projects/${P}/tasks?task=${T}&comment=${C}`,
    );
    expect(commentLink({ projectId: P, taskId: null, commentId: C })).toBe(
      `/dashboard/projects/${P}?comment=${C}`,
    );
    expect(messageLink('m-1')).toBe('/dashboard/inbox?message=m-1');
    expect(invitationLink('i-1')).toBe('/dashboard/invitations/i-1');
    expect(exportLink('e 1')).toBe('/dashboard/settings?tab=account&export=e%201');
  });

  it('opens a page of the app and stays on this site', () => {
    for (const link of [
      projectLink(P),
      taskLink(P, T),
      taskLink(null, T),
      commentLink({ projectId: P, taskId: T, commentId: C }),
      commentLink({ projectId: P, taskId: null, commentId: C }),
      messageLink(C),
      invitationLink(C),
      exportLink('e1'),
    ]) {
      expect(isSameOriginPath(link), link).toBe(true);
      expect(isAppRoute(link.split('?')[0]!), link).toBe(true);
    }
  });

  it('escapes ids, so a strange id cannot change the address it lands on', () => {
    expect(taskLink('a/b', 'c&comment=x')).toBe(
      '/dashboard/projects/a%2Fb/tasks?task=c%26comment%3Dx',
    );
    expect(invitationLink('../settings')).toBe('/dashboard/invitations/..%2Fsettings');
  });
});
