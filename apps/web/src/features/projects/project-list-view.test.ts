import { describe, expect, it } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { isProjectActive, visibleProjects } from './project-list-view.ts';

const projects = [
  projectFixture({
    id: 'a',
    title: 'Apollo',
    description: 'Moon',
    status: 'in_progress',
    progress: 40,
    last_updated: '2030-01-02T00:00:00Z',
  }),
  projectFixture({
    id: 'b',
    title: 'Gemini',
    description: 'Orbit docking',
    status: 'planning',
    progress: 90,
    last_updated: '2030-01-03T00:00:00Z',
  }),
  projectFixture({
    id: 'c',
    title: 'Mercury',
    description: '',
    status: 'completed',
    progress: 10,
    last_updated: '2030-01-01T00:00:00Z',
  }),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('visibleProjects', () => {
  it('sorts latest, oldest and by progress both ways', () => {
    const base = { query: '', filter: 'all' } as const;
    expect(ids(visibleProjects(projects, { ...base, sort: 'latest' }))).toEqual(['b', 'a', 'c']);
    expect(ids(visibleProjects(projects, { ...base, sort: 'oldest' }))).toEqual(['c', 'a', 'b']);
    expect(ids(visibleProjects(projects, { ...base, sort: 'progressHigh' }))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(ids(visibleProjects(projects, { ...base, sort: 'progressLow' }))).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('filters by status and searches title and description case-insensitively', () => {
    expect(
      ids(visibleProjects(projects, { query: '', filter: 'planning', sort: 'latest' })),
    ).toEqual(['b']);
    expect(
      ids(visibleProjects(projects, { query: 'DOCK', filter: 'all', sort: 'latest' })),
    ).toEqual(['b']);
    expect(
      ids(visibleProjects(projects, { query: ' merc ', filter: 'all', sort: 'latest' })),
    ).toEqual(['c']);
    expect(visibleProjects(projects, { query: 'x', filter: 'on_hold', sort: 'latest' })).toEqual(
      [],
    );
  });

  it('calls a project active when any team member is online', () => {
    const team = projectFixture().team;
    expect(isProjectActive({ team })).toBe(false);
    expect(isProjectActive({ team: [...team, { ...team[0]!, id: 'z', online: true }] })).toBe(true);
  });
});
