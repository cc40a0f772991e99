import type { MilestoneJson } from '@crewline/shared/contracts/milestones';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';

/** Creates a milestone through the API as `user`; fails the test unless it answers 201. */
export async function createMilestone(
  t: TestApp,
  user: SignedUpUser,
  projectId: string,
  body: Record<string, unknown> & { start_date: string; due_date: string },
): Promise<MilestoneJson> {
  const res = await t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/milestones`,
    token: user.access_token,
    payload: { name: 'Milestone', ...body },
  });
  if (res.statusCode !== 201) {
    throw new Error(`createMilestone failed: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}
