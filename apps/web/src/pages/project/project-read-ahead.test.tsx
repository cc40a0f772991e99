import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ProjectPage } from './project-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Renders the page at `url` with the project's read held; returns what was read meanwhile. */
function renderHeld(url: string) {
  const read: string[] = [];
  renderWithApp(<ProjectPage />, {
    path: '/dashboard/projects/:projectId/*',
    url,
    routes: (server) => {
      // Never answered: whatever else is read was started beside it, not after it.
      server.on('GET /api/projects/p1', () => new Promise(() => undefined));
      for (const route of ['GET /api/projects/p1/tasks', 'GET /api/projects/p1/timeline']) {
        server.on(route, () => {
          read.push(route);
          return { status: 200, body: [] };
        });
      }
    },
  });
  return read;
}

describe('a project tab reads its data beside the project', () => {
  it('the board starts with the project on the Tasks tab', async () => {
    const read = renderHeld('/dashboard/projects/p1/tasks');
    await waitFor(() => expect(read).toEqual(['GET /api/projects/p1/tasks']));
  });

  it('the timeline starts with the project on the Gantt tab', async () => {
    const read = renderHeld('/dashboard/projects/p1?tab=gantt');
    await waitFor(() => expect(read).toEqual(['GET /api/projects/p1/timeline']));
  });

  it('the overview reads neither ahead', async () => {
    const read = renderHeld('/dashboard/projects/p1');
    // Long enough for a read started at the first render to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toEqual([]);
  });
});
