import { describe, expect, it } from 'vitest';
import { sprintBurndown, type BurndownCheckpoint } from '@crewline/shared/insights/burndown';
import { BERLIN, NOW, SCRIPTED_ROWS, SPRINT_S1 } from '@crewline/shared/insights/scripted-history';
import { createBurndownCheckpoints } from './burndown-checkpoints.ts';

/** The scripted sprint's checkpoint, as a build at NOW takes it. */
function checkpointOf(): BurndownCheckpoint {
  let taken: BurndownCheckpoint | null = null;
  sprintBurndown(
    SCRIPTED_ROWS,
    SPRINT_S1,
    { timeZone: BERLIN, asOf: NOW },
    { checkpoint: null, keep: (checkpoint) => (taken = checkpoint) },
  );
  return taken!;
}

describe('burndown checkpoints kept in the process', () => {
  it('give the next build of the same chart what the last one kept, and nothing to another', () => {
    const checkpoints = createBurndownCheckpoints(1024 * 1024);
    const checkpoint = checkpointOf();
    expect(checkpoints.progressOf('sprint|S1').checkpoint).toBeNull();
    checkpoints.progressOf('sprint|S1').keep(checkpoint);
    expect(checkpoints.progressOf('sprint|S1').checkpoint).toBe(checkpoint);
    expect(checkpoints.progressOf('sprint|S2').checkpoint).toBeNull();
  });

  it('stay within their budget, the least recently used going first', () => {
    const checkpoint = checkpointOf();
    // Room for two of them (seven tasks and a few changes each: about 3.5 KB).
    const checkpoints = createBurndownCheckpoints(8 * 1024);
    checkpoints.progressOf('a').keep(checkpoint);
    checkpoints.progressOf('b').keep(checkpoint);
    expect(checkpoints.progressOf('a').checkpoint).toBe(checkpoint);
    checkpoints.progressOf('c').keep(checkpoint);
    expect(checkpoints.progressOf('b').checkpoint).toBeNull();
    expect(checkpoints.progressOf('a').checkpoint).toBe(checkpoint);
    expect(checkpoints.progressOf('c').checkpoint).toBe(checkpoint);
  });
});
