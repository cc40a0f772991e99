import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillTagJson } from '@crewline/shared/contracts/mentorship';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/mentorship/skills', () => {
  it('lists the whole curated catalogue, most common first, in the same order every time', async () => {
    const user = await signUp(t);
    const get = () =>
      t.request({ method: 'GET', url: '/api/mentorship/skills', token: user.access_token });
    const res = await get();
    expect(res.statusCode).toBe(200);
    const skills = res.json() as SkillTagJson[];
    expect(skills.length).toBeGreaterThanOrEqual(60);
    for (const skill of skills) {
      expect(Object.keys(skill).sort()).toEqual(['id', 'name']);
      expect(skill.name.trim()).toBe(skill.name);
      expect(skill.name).not.toBe('');
    }
    expect(new Set(skills.map((s) => s.id)).size).toBe(skills.length);
    expect(new Set(skills.map((s) => s.name.toLowerCase())).size).toBe(skills.length);
    // The web shows the first 20: the everyday languages and practices come before the rarer ones.
    const first20 = skills.slice(0, 20).map((s) => s.name);
    expect(first20.slice(0, 3)).toEqual(['JavaScript', 'TypeScript', 'Python']);
    expect(first20).toEqual(expect.arrayContaining(['Code Review', 'Testing', 'System Design']));
    expect(skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Haskell', 'Scrum']));
    expect((await get()).json()).toEqual(skills);
  });
});
