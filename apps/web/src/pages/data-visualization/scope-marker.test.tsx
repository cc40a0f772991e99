import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScopeMarker, type MarkedChange } from './scope-marker.tsx';

const TASK = '5c5c5c5c-0000-4000-8000-000000000001';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderMarker(change: MarkedChange) {
  const router = createMemoryRouter(
    [
      {
        path: '/chart',
        element: (
          <svg width={400} height={200}>
            <ScopeMarker cx={100} cy={120} change={change} />
          </svg>
        ),
      },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/chart'] },
  );
  render(<RouterProvider router={router} />);
}

const added: MarkedChange = {
  day: '2030-01-02',
  task_id: TASK,
  title: 'Fix the login',
  kind: 'added',
  amount: 1,
  y: 4,
  stack: 0,
};

describe('ScopeMarker', () => {
  it('names the task, the change and the day on hover', async () => {
    renderMarker(added);
    const marker = screen.getByRole('link', { name: 'Added: Fix the login, Jan 2, 2030' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(marker);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Fix the login');
    expect(tip).toHaveTextContent('Added');
    expect(tip).toHaveTextContent('Jan 2, 2030');
    await userEvent.unhover(marker);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is reached with Tab, shows its tip on focus and opens the task with Enter', async () => {
    renderMarker({ ...added, kind: 'estimate_changed' });
    await userEvent.tab();
    const marker = screen.getByRole('link', { name: /Estimate changed: Fix the login/ });
    expect(marker).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Estimate changed');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent(`/dashboard/tasks?task=${TASK}`);
  });

  it('opens the task on click', async () => {
    renderMarker(added);
    await userEvent.click(screen.getByRole('link', { name: /Fix the login/ }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(`/dashboard/tasks?task=${TASK}`);
  });

  it('names a deleted task as such and opens nothing', async () => {
    renderMarker({ ...added, title: null, kind: 'removed', amount: -1 });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const marker = screen.getByRole('img', { name: 'Removed: Deleted task, Jan 2, 2030' });
    await userEvent.click(marker);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });
});
