import { describe, expect, it } from 'vitest';
import { findDependencyCycle, type DependencyEdge } from './dependency-cycle.ts';

/** Links from "a>b" shorthand: a blocks b. */
const links = (...pairs: string[]): DependencyEdge[] =>
  pairs.map((pair) => {
    const [blocker, blocked] = pair.split('>') as [string, string];
    return { blocker, blocked };
  });

describe('findDependencyCycle', () => {
  it('calls a link of a task to itself a cycle of one', () => {
    expect(findDependencyCycle([], { blocker: 'a', blocked: 'a' })).toEqual(['a']);
  });

  it('finds the two-task cycle a reversed link makes', () => {
    expect(findDependencyCycle(links('a>b'), { blocker: 'b', blocked: 'a' })).toEqual(['a', 'b']);
  });

  it('finds a long chain closing, in order from the blocked task to the blocker', () => {
    const chain = Array.from({ length: 50 }, (_, i) => `t${i}>t${i + 1}`);
    const cycle = findDependencyCycle(links(...chain), { blocker: 't50', blocked: 't0' });
    expect(cycle).toEqual(Array.from({ length: 51 }, (_, i) => `t${i}`));
  });

  it('finds the shortest way round when there are several', () => {
    const edges = links('a>b', 'b>c', 'c>d', 'a>d');
    expect(findDependencyCycle(edges, { blocker: 'd', blocked: 'a' })).toEqual(['a', 'd']);
  });

  it('allows a diamond: two paths to one task are no cycle', () => {
    const edges = links('a>b', 'a>c', 'b>d');
    expect(findDependencyCycle(edges, { blocker: 'c', blocked: 'd' })).toBeNull();
    expect(findDependencyCycle(edges, { blocker: 'a', blocked: 'd' })).toBeNull();
  });

  it('ignores duplicate links and links elsewhere in the graph', () => {
    const edges = links('a>b', 'a>b', 'b>c', 'b>c', 'x>y', 'y>x');
    expect(findDependencyCycle(edges, { blocker: 'c', blocked: 'a' })).toEqual(['a', 'b', 'c']);
    expect(findDependencyCycle(edges, { blocker: 'a', blocked: 'c' })).toBeNull();
    // The same link again closes nothing new.
    expect(findDependencyCycle(edges, { blocker: 'a', blocked: 'b' })).toBeNull();
  });

  it('stays linear on a wide graph', () => {
    // 200 tasks each blocking the next 200: 40,000 links, no cycle until the last closes one.
    const edges: DependencyEdge[] = [];
    for (let i = 0; i < 200; i += 1) {
      for (let j = i + 1; j <= Math.min(i + 200, 199); j += 1) {
        edges.push({ blocker: `n${i}`, blocked: `n${j}` });
      }
    }
    const started = Date.now();
    expect(findDependencyCycle(edges, { blocker: 'n199', blocked: 'n0' })).toEqual(['n0', 'n199']);
    expect(findDependencyCycle(edges, { blocker: 'n0', blocked: 'n199' })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
