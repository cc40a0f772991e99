import { describe, expect, it } from 'vitest';
import {
  alreadyInFolder,
  nameAlreadyInFolder,
  overlapOf,
  timeEntryOverlap,
} from './rule-sentences.ts';

describe('rule sentences with facts', () => {
  it('reads back the name of a file already in the folder, whatever the name holds', () => {
    for (const name of ['Plan.pdf', 'a ” b', 'two\nlines', '']) {
      expect(nameAlreadyInFolder(alreadyInFolder(name))).toBe(name);
    }
    expect(nameAlreadyInFolder('Plan.pdf is already there')).toBeUndefined();
  });

  it('reads back the times of an overlapped entry, finished or running', () => {
    const start = new Date('2030-01-07T09:00:00Z');
    const end = new Date('2030-01-07T10:30:00Z');
    expect(overlapOf(timeEntryOverlap('e9', start, end))).toEqual({ start, end });
    expect(overlapOf(timeEntryOverlap('e9', start, null))).toEqual({ start, end: null });
    expect(overlapOf('Overlaps time entry e9 (soon – later)')).toBeUndefined();
    expect(overlapOf('Overlaps nothing')).toBeUndefined();
  });
});
