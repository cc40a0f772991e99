import type { SprintJson } from '@crewline/shared/contracts/sprints';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';

/** Creates a sprint through the API as `user`; fails the test unless it answers 201. */
export async function createSprint(
  t: TestApp,
  user: SignedUpUser,
  projectId: string,
  body: { name?: string; goal?: string; start_date: string; end_date: string },
): Promise<SprintJson> {
  const res = await t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/sprints`,
    token: user.access_token,
    payload: { name: 'Sprint', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`createSprint failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The `loc` of each detail entry of a 422 body, joined with dots ("body.end_date"). */
export function detailLocs(body: { detail?: { loc: string[] }[] }): string[] {
  return (body.detail ?? []).map((entry) => entry.loc.join('.'));
}
