import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@crewline/shared/contracts/auth';
import { api } from '../client.ts';
import { fakeUser } from '../test-fakes.ts';
import { applyFrame } from './apply-frame.ts';
import { createRealtimeCache, type RealtimeCache } from './realtime-cache.ts';
import { createDeletionLog } from './remote-deletions.ts';

let client: QueryClient;
let cache: RealtimeCache;

const ADA = fakeUser.id;
const updated = {
  id: ADA,
  name: 'Ada King',
  avatar: `/api/users/${ADA}/avatar?v=abc`,
  avatar_small: `/api/users/${ADA}/avatar/small?v=abc`,
};

beforeEach(() => {
  client = new QueryClient();
  cache = createRealtimeCache(client, { selfId: () => ADA, deletions: createDeletionLog() });
});
afterEach(() => {
  cache.dispose();
  client.clear();
  api.store.clear();
});

describe('user_updated', () => {
  it('patches every cached place that shows the person, and nothing else', () => {
    const other = { id: 'bob', name: 'Bob', avatar: null };
    const messages = {
      pages: [
        {
          messages: [
            { id: 'm1', content: 'hi', user: { id: ADA, name: 'Ada', avatar: null } },
            { id: 'm2', user: other },
          ],
        },
      ],
      pageParams: [null],
    };
    const members = [
      { id: ADA, user_id: ADA, name: 'Ada', user_name: 'Ada', avatar: null, role: 'owner' },
      { id: 'bob', user_id: 'bob', name: 'Bob', user_name: 'Bob', avatar: null, role: 'member' },
    ];
    const unrelated = [{ id: 't1', title: 'Task', assignee: other }];
    client.setQueryData(['messages', 'th1'], messages);
    client.setQueryData(['members', 'p1'], members);
    client.setQueryData(['tasks'], unrelated);

    applyFrame(cache, { type: 'user_updated', user: updated });

    const nextMessages = client.getQueryData<typeof messages>(['messages', 'th1'])!;
    expect(nextMessages.pages[0]!.messages[0]!.user).toEqual({
      id: ADA,
      name: 'Ada King',
      avatar: updated.avatar,
    });
    // Untouched branches keep their identity (nothing else re-renders).
    expect(nextMessages.pages[0]!.messages[1]).toBe(messages.pages[0]!.messages[1]);
    const nextMembers = client.getQueryData<typeof members>(['members', 'p1'])!;
    expect(nextMembers[0]).toMatchObject({
      name: 'Ada King',
      user_name: 'Ada King',
      avatar: updated.avatar,
    });
    expect(nextMembers[1]).toBe(members[1]);
    expect(client.getQueryData(['tasks'])).toBe(unrelated);
  });

  it('replaces the signed-in user (the header reads it) when it is them', () => {
    const seen: User[] = [];
    api.store.setUser(fakeUser);
    const stop = api.subscribe((event) => {
      if (event.type === 'refreshed') seen.push(event.user);
    });
    applyFrame(cache, { type: 'user_updated', user: updated });
    stop();
    expect(seen).toEqual([{ ...fakeUser, ...updated }]);
    expect(api.store.getUser()).toMatchObject({
      avatar: updated.avatar,
      avatar_small: updated.avatar_small,
    });
  });

  it('leaves the signed-in user alone for someone else', () => {
    api.store.setUser(fakeUser);
    applyFrame(cache, { type: 'user_updated', user: { ...updated, id: 'bob' } });
    expect(api.store.getUser()).toEqual(fakeUser);
  });
});
