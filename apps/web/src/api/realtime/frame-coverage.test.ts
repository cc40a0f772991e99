import { SERVER_FRAME_TYPES } from '@crewline/shared/realtime/server-frames';
import { describe, expect, it } from 'vitest';
import { FRAME_APPLIERS } from './apply-frame.ts';

// The compiler already refuses an applier record without every ServerFrame type; this catches
// the same gap at run time (a cast, a type widened to string) and names the frame.
describe('every server frame has a web consumer', () => {
  it.each(SERVER_FRAME_TYPES)('%s has an applier', (type) => {
    expect(typeof FRAME_APPLIERS[type]).toBe('function');
  });

  it('has no applier for a frame the server does not send', () => {
    expect(Object.keys(FRAME_APPLIERS).sort()).toEqual([...SERVER_FRAME_TYPES].sort());
  });

  it('lists each server frame type once', () => {
    expect(new Set(SERVER_FRAME_TYPES).size).toBe(SERVER_FRAME_TYPES.length);
  });
});
