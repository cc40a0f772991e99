import { describe, expect, it } from 'vitest';
import { clientFrame } from './client-frames.ts';
import { reconnectDelay, reconnectsAfterClose } from './reconnect-policy.ts';

const projectId = '3f1c2b8e-9a4d-4f6e-8b2a-1c3d5e7f9a0b';

describe('client frames', () => {
  it('accepts every frame a client may send', () => {
    for (const frame of [
      { type: 'ping' },
      { type: 'ping', nonce: 3 },
      { type: 'auth', token: 'a.b.c' },
      { type: 'join_project', projectId },
      { type: 'leave_project', projectId },
      { type: 'presence_update', action: 'heartbeat' },
      { type: 'presence_update', action: 'joined', status: 'busy' },
      { type: 'typing', thread_id: projectId, is_typing: true },
    ]) {
      expect(clientFrame.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    }
  });

  it('refuses unknown types, missing or malformed fields and statuses a user cannot choose', () => {
    for (const frame of [
      {},
      { type: 'subscribe_all' },
      { type: 'join_project' },
      { type: 'join_project', projectId: 'not-a-uuid' },
      { type: 'auth', token: '' },
      { type: 'presence_update', action: 'vanish' },
      { type: 'presence_update', action: 'joined', status: 'offline' },
      { type: 'typing', thread_id: projectId, is_typing: 'yes' },
      { type: 'ping', nonce: 'x'.repeat(65) },
    ]) {
      expect(clientFrame.safeParse(frame).success, JSON.stringify(frame)).toBe(false);
    }
  });
});

describe('reconnect policy', () => {
  it('waits 1 s doubling to a cap of 30 s, for at most 5 attempts', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(reconnectDelay(6)).toBeUndefined();
    expect(reconnectDelay(0)).toBeUndefined();
  });

  it('reconnects after any close but a normal one', () => {
    expect(reconnectsAfterClose(1000)).toBe(false);
    for (const code of [1001, 1006, 1008, 1011, 1013, 4401]) {
      expect(reconnectsAfterClose(code)).toBe(true);
    }
  });
});
