import { publishAfterCommit } from '../db/after-commit.ts';
import type { Envelope } from '../realtime/envelopes.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signUp, type SignedUpUser } from './factories.ts';
import { addMember, createProject } from './project-factories.ts';

/** An owner, a member and an observer of one project, and a stranger to it, on one test app. */
export type TestTeam = {
  t: TestApp;
  owner: SignedUpUser;
  member: SignedUpUser;
  observer: SignedUpUser;
  stranger: SignedUpUser;
  projectId: string;
  /** Every envelope the app's writes publish after commit; empty it between tests. */
  published: Envelope[];
  /** Another project with the same member and observer. */
  freshProject(): Promise<string>;
};

/** Boots a test app with a team (what the comment and chat suites share). */
export async function openTeam(): Promise<TestTeam> {
  const t = await createTestApp();
  const [owner, member, observer, stranger] = await Promise.all([
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
  ]);
  const freshProject = async () => {
    const id = (await createProject(t, owner)).id;
    await addMember(t, owner, id, member, 'member');
    await addMember(t, owner, id, observer, 'observer');
    return id;
  };
  const published: Envelope[] = [];
  publishAfterCommit(t.database.db, (envelopes) => published.push(...envelopes));
  return {
    t,
    owner,
    member,
    observer,
    stranger,
    projectId: await freshProject(),
    published,
    freshProject,
  };
}
