import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ServerFrame } from '@crewline/shared';
import { describe, expect, it, vi } from 'vitest';
import { useResourcesLive } from './use-resources-live.ts';

let send: (frame: ServerFrame) => void = () => {};
vi.mock('../realtime/use-realtime-frames.ts', () => ({
  useRealtimeFrames: (listener: (frame: ServerFrame) => void) => {
    send = listener;
  },
}));

function change(projectId: string, entityType: string): ServerFrame {
  return {
    type: 'project_change',
    projectId,
    change: { entity_type: entityType },
  } as unknown as ServerFrame;
}

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useResourcesLive('p1'), { wrapper });
  return invalidate;
}

describe('useResourcesLive', () => {
  it.each(['resource', 'allocation'])('refetches the project’s resources on a %s change', (e) => {
    const invalidate = setup();
    send(change('p1', e));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['resources', 'p1'] });
  });

  it('refetches after a resync', () => {
    const invalidate = setup();
    send({ type: 'resync', reason: 'gap' });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('ignores other projects and other kinds of change', () => {
    const invalidate = setup();
    send(change('p2', 'resource'));
    send(change('p1', 'task'));
    send(change('p1', 'time_entry'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
