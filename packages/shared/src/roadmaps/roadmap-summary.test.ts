import { describe, expect, it } from 'vitest';
import type { MilestoneStatus } from './milestone-status.ts';
import { healthScore, summarizeRoadmap } from './roadmap-summary.ts';

const milestone = (
  status: MilestoneStatus,
  progress: number,
  startDate: string,
  dueDate: string,
) => ({
  status,
  progress,
  startDate,
  dueDate,
});

describe('summarizeRoadmap', () => {
  it('is on track with no progress and no dates without milestones', () => {
    expect(summarizeRoadmap([])).toEqual({
      status: 'on_track',
      progress: 0,
      startDate: null,
      endDate: null,
    });
  });

  it.each<[MilestoneStatus[], MilestoneStatus]>([
    [['completed', 'completed'], 'completed'],
    [['completed', 'on_track'], 'on_track'],
    [['on_track', 'at_risk', 'completed'], 'at_risk'],
    [['at_risk', 'delayed', 'on_track'], 'delayed'],
    [['completed', 'delayed'], 'delayed'],
  ])('%j make the roadmap %s', (statuses, expected) => {
    const summary = summarizeRoadmap(
      statuses.map((status) => milestone(status, 50, '2026-01-01', '2026-02-01')),
    );
    expect(summary.status).toBe(expected);
  });

  it('averages progress (rounded down) and spans from the first start to the last due day', () => {
    expect(
      summarizeRoadmap([
        milestone('on_track', 100, '2026-03-01', '2026-03-31'),
        milestone('on_track', 0, '2026-01-15', '2026-02-01'),
        milestone('on_track', 33, '2026-02-01', '2026-06-30'),
      ]),
    ).toEqual({ status: 'on_track', progress: 44, startDate: '2026-01-15', endDate: '2026-06-30' });
  });
});

describe('healthScore', () => {
  it('is the share on track or completed, or null with nothing to judge', () => {
    expect(healthScore([])).toBeNull();
    expect(healthScore(['on_track', 'completed', 'at_risk'])).toBe(66);
    expect(healthScore(['delayed'])).toBe(0);
    expect(healthScore(['completed'])).toBe(100);
  });
});
