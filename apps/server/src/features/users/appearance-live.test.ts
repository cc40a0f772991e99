import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { call } from '../../test/chat-test-helpers.ts';
import { connect, sleep } from '../../test/test-socket.ts';

let t: TestApp;
let me: SignedUpUser;
let teammate: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  [me, teammate] = await Promise.all([signUp(t), signUp(t)]);
  const project = await createProject(t, me);
  await addMember(t, me, project.id, teammate);
});
afterAll(() => t.close());

describe('appearance_updated', () => {
  it('reaches the person’s own other sockets with the saved appearance, nobody else’s', async () => {
    const [otherTab, otherDevice, theirs] = await Promise.all([
      connect(t, me.access_token),
      connect(t, me.access_token),
      connect(t, teammate.access_token),
    ]);
    try {
      const res = await call(t, me, 'PUT', '/api/users/me/appearance', { theme: 'dark' });
      expect(res.statusCode, res.body).toBe(200);
      const expected = { type: 'appearance_updated', appearance: res.json() };
      expect(await otherTab.next('appearance_updated')).toEqual(expected);
      expect(await otherDevice.next('appearance_updated')).toEqual(expected);
      expect(res.json()).toMatchObject({ theme: 'dark' });
      await sleep(200);
      // A teammate shares a project, not the settings.
      expect(theirs.frames.map((frame) => frame.type)).not.toContain('appearance_updated');
    } finally {
      otherTab.close();
      otherDevice.close();
      theirs.close();
    }
  });
});
