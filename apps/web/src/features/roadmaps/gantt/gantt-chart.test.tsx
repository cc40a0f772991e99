import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../../i18n/locales/ar/index.ts';
import { GanttChart } from './gantt-chart.tsx';
import { GanttList } from './gantt-list.tsx';
import type { GanttBar, GanttLink } from './gantt-types.ts';

const bar = (
  id: string,
  title: string,
  start: string,
  end: string,
  extra: Partial<GanttBar> = {},
): GanttBar => ({
  id,
  kind: 'task',
  title,
  span: { start, end },
  critical: false,
  done: false,
  movable: true,
  slackDays: 0,
  ...extra,
});

const bars = [
  bar('a', 'Design', '2026-05-04', '2026-05-06', { critical: true }),
  bar('b', 'Build', '2026-05-07', '2026-05-12', { slackDays: 2 }),
  bar('m', 'Beta', '2026-05-01', '2026-05-15', {
    kind: 'milestone',
    movable: false,
    slackDays: null,
  }),
];
const links: GanttLink[] = [{ from: 'a', to: 'b', violated: false }];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('GanttChart', () => {
  it('moves a bar a day per arrow key and asks for a preview on Enter', async () => {
    const onMove = vi.fn();
    render(
      <GanttChart
        bars={bars}
        links={links}
        today="2026-05-05"
        scale="day"
        onMove={onMove}
        label="Plan"
      />,
    );
    const design = screen.getByRole('button', { name: /^Design, .*Critical path$/ });
    design.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}{ArrowRight}');
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith(bars[0], { start: '2026-05-06', end: '2026-05-08' });
  });

  it('moves only the end with Shift, and Escape drops a pending move', async () => {
    const onMove = vi.fn();
    render(
      <GanttChart
        bars={bars}
        links={links}
        today="2026-05-05"
        scale="week"
        onMove={onMove}
        label="Plan"
      />,
    );
    const build = screen.getByRole('button', { name: /^Build, / });
    build.focus();
    await userEvent.keyboard('{ArrowRight}{Escape}{Enter}');
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    expect(onMove).toHaveBeenCalledWith(bars[1], { start: '2026-05-07', end: '2026-05-15' });
  });

  it('runs time right to left in Arabic: the left arrow is later', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    await act(() => i18n.changeLanguage('ar'));
    const onMove = vi.fn();
    render(
      <GanttChart
        bars={bars}
        links={links}
        today="2026-05-05"
        scale="day"
        onMove={onMove}
        label="Plan"
      />,
    );
    screen.getByRole('button', { name: /^Design، |^Design, / }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onMove).toHaveBeenCalledWith(bars[0], { start: '2026-05-05', end: '2026-05-07' });
  });

  it('offers no moves on bars the viewer may not move, nor without a move handler', () => {
    const { unmount } = render(
      <GanttChart
        bars={bars}
        links={links}
        today="2026-05-05"
        scale="day"
        onMove={vi.fn()}
        label="Plan"
      />,
    );
    expect(screen.queryByRole('button', { name: /^Beta, / })).toBeNull();
    unmount();
    render(<GanttChart bars={bars} links={links} today="2026-05-05" scale="day" label="Plan" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Plan' })).toHaveTextContent('Design');
  });

  it('draws each link as an arrow, red when broken', () => {
    const { container } = render(
      <GanttChart
        bars={bars}
        links={[...links, { from: 'b', to: 'm', violated: true }]}
        today="2026-05-05"
        scale="day"
        label="Plan"
      />,
    );
    const arrows = container.querySelectorAll('svg path[stroke]');
    expect(arrows).toHaveLength(2);
    expect(arrows[1]!.getAttribute('stroke')).toBe('#dc2626');
  });
});

describe('GanttList', () => {
  it('lists every bar with its dates, slack, critical mark and blockers', () => {
    render(
      <GanttList
        bars={bars}
        links={[...links, { from: 'b', to: 'm', violated: true }]}
        caption="Plan"
      />,
    );
    const table = screen.getByRole('table', { name: 'Plan' });
    const build = within(table).getByRole('row', { name: /^Build/ });
    expect(build).toHaveTextContent('May 7, 2026');
    expect(build).toHaveTextContent('2 days');
    expect(build).toHaveTextContent('Design');
    expect(within(table).getByRole('row', { name: /^Beta/ })).toHaveTextContent(
      'Build (link broken)',
    );
    expect(within(table).getByRole('rowheader', { name: /^Design/ })).toHaveTextContent(
      'Critical path',
    );
  });
});
