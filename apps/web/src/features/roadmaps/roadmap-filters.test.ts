import type { RoadmapJson, RoadmapMilestoneJson } from '@crewline/shared/contracts/roadmaps';
import { describe, expect, it } from 'vitest';
import { filterRoadmaps, NO_FILTER, roadmapProjects, roadmapTiles } from './roadmap-filters.ts';

const milestone = (id: string, status: RoadmapMilestoneJson['status']): RoadmapMilestoneJson => ({
  id,
  project_id: 'p',
  project_name: 'P',
  name: id,
  start_date: '2026-01-01',
  due_date: '2026-02-01',
  status,
  progress: 0,
});

const roadmap = (over: Partial<RoadmapJson>): RoadmapJson => ({
  id: 'r',
  title: 'Plan',
  description: '',
  visibility: 'private',
  owner: { id: 'u', name: 'U', avatar: null },
  can_edit: true,
  status: 'on_track',
  progress: 0,
  start_date: null,
  end_date: null,
  milestones: [],
  projects: [],
  team: { members: [], count: 0 },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

const q3 = roadmap({
  id: 'q3',
  title: 'Q3 Réseau',
  description: 'Mobile launch',
  status: 'at_risk',
  projects: [{ id: 'zephyr', name: 'Zephyr' }],
  milestones: [milestone('a', 'at_risk'), milestone('b', 'on_track')],
});
const arabic = roadmap({
  id: 'ar',
  title: 'خطة الإطلاق',
  status: 'completed',
  projects: [
    { id: 'apollo', name: 'Apollo' },
    { id: 'zephyr', name: 'Zephyr' },
  ],
  milestones: [milestone('b', 'on_track'), milestone('c', 'delayed'), milestone('d', 'completed')],
});

describe('filterRoadmaps', () => {
  it('keeps everything without a filter', () => {
    expect(filterRoadmaps([q3, arabic], NO_FILTER)).toEqual([q3, arabic]);
  });

  it('searches titles and descriptions, ignoring case and accents, in any script', () => {
    const ids = (search: string) =>
      filterRoadmaps([q3, arabic], { ...NO_FILTER, search }).map((r) => r.id);
    expect(ids('reseau')).toEqual(['q3']);
    expect(ids('MOBILE')).toEqual(['q3']);
    expect(ids('الإطلاق')).toEqual(['ar']);
    expect(ids('nothing like it')).toEqual([]);
  });

  it('narrows by status and by project', () => {
    expect(filterRoadmaps([q3, arabic], { ...NO_FILTER, status: 'completed' })).toEqual([arabic]);
    expect(filterRoadmaps([q3, arabic], { ...NO_FILTER, projectId: 'apollo' })).toEqual([arabic]);
    expect(filterRoadmaps([q3, arabic], { ...NO_FILTER, projectId: 'zephyr' })).toHaveLength(2);
  });
});

describe('roadmap tiles', () => {
  it('counts each milestone once across roadmaps', () => {
    expect(roadmapTiles([q3, arabic])).toEqual({ milestones: 4, atRisk: 2, health: 50 });
    expect(roadmapTiles([])).toEqual({ milestones: 0, atRisk: 0, health: null });
  });

  it('lists the projects shown, by name', () => {
    expect(roadmapProjects([q3, arabic])).toEqual([
      { id: 'apollo', name: 'Apollo' },
      { id: 'zephyr', name: 'Zephyr' },
    ]);
  });
});
