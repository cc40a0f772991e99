import { describe, expect, it } from 'vitest';
import { sprintChartUnit } from './sprint-chart-unit.ts';

describe('sprintChartUnit', () => {
  it('charts in points when every task is estimated, zero points included', () => {
    expect(sprintChartUnit([3, 0, 0.5])).toBe('points');
  });

  it('charts in tasks when one task has no estimate', () => {
    expect(sprintChartUnit([3, null, 5])).toBe('tasks');
  });

  it('charts an empty sprint in tasks', () => {
    expect(sprintChartUnit([])).toBe('tasks');
  });
});
