import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_COMMENT_AUTHOR } from '@crewline/shared/contracts/comments';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember } from '../../test/project-factories.ts';
import {
  call,
  createDirectThread,
  expectStatus,
  listThreads,
  postMessage,
  type MessageJson,
} from '../../test/chat-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  ({ t, owner, member, projectId } = await openTeam());
});
afterAll(() => t.close());

async function deleteAccount(user: SignedUpUser) {
  const res = await call(t, user, 'POST', '/api/auth/delete-account', {
    confirm: user.user.email,
    transfers: [],
    delete_projects: [],
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('a direct conversation with someone who deleted their account', () => {
  it('still counts them, so the conversation is named after them', async () => {
    const [leaver, stays] = [await signUp(t), await signUp(t)];
    await addMember(t, owner, projectId, leaver);
    await addMember(t, owner, projectId, stays);
    const pair = await createDirectThread(t, owner, [leaver]);
    const group = await createDirectThread(t, owner, [leaver, stays]);
    expect(pair.former_participants).toBe(0);
    await postMessage(t, leaver, pair.id, 'bye');

    await deleteAccount(leaver);

    const listed = await listThreads(t, owner, '?context_type=direct');
    const listedPair = listed.find((thread) => thread.id === pair.id)!;
    expect(listedPair.participants.map((person) => person.id)).toEqual([owner.user.id]);
    expect(listedPair.former_participants).toBe(1);
    expect(listedPair.context_name).toBe('');
    expect(listedPair.last_message?.user).toEqual(DELETED_COMMENT_AUTHOR);
    const listedGroup = listed.find((thread) => thread.id === group.id)!;
    expect(listedGroup.participants).toHaveLength(2);
    expect(listedGroup.former_participants).toBe(1);
    expect(listedGroup.context_name).toBe(stays.user.name);

    const page = expectStatus<{ messages: MessageJson[] }>(
      await call(t, owner, 'GET', `/api/threads/${pair.id}/messages`),
      200,
    );
    expect(page.messages.map((message) => message.user)).toEqual([DELETED_COMMENT_AUTHOR]);
  });

  it('counts nobody gone in a project thread or a conversation whose people all remain', async () => {
    const direct = await createDirectThread(t, owner, [member]);
    const listed = await listThreads(t, owner);
    expect(listed.find((thread) => thread.id === direct.id)?.former_participants).toBe(0);
    for (const thread of listed.filter((th) => th.context_type === 'project')) {
      expect(thread.former_participants).toBe(0);
    }
  });
});
