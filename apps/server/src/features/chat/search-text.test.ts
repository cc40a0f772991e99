import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createProjectThread, expectStatus, postMessage } from '../../test/chat-test-helpers.ts';
import { websearchText } from './message-search.ts';

// Whatever is typed into a search box: operators of both syntaxes, LIKE wildcards, other
// scripts, and the dash runs that overflow PostgreSQL's websearch parser.
const TYPED = [
  '-'.repeat(40),
  '- '.repeat(40),
  '-"'.repeat(40),
  '!!!',
  '"',
  '&|!():*<>',
  '%_\\',
  "'; drop table users; --",
  'or or or',
  'مرحبا',
  'привет',
  '😀',
  '-привет -мир',
];

let t: TestApp;
let owner: SignedUpUser;
let project: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  project = await createProject(t, owner);
  const thread = await createProjectThread(t, owner, project.id);
  for (const content of ['Привет, мир', 'مرحبا بالعالم', '100% done_now \\ ok', 'plain words 😀']) {
    await postMessage(t, owner, thread.id, content);
  }
});
afterAll(() => t.close());

function search(url: string, q: string) {
  return t.request({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}`,
    token: owner.access_token,
  });
}

describe('search text never errors', () => {
  it('keeps only the dashes that negate a word or phrase', () => {
    expect(websearchText('-'.repeat(40)).trim()).toBe('');
    expect(websearchText('cats -dogs -"big dogs" e-mail').trim()).toBe(
      'cats -dogs -"big dogs" e-mail',
    );
    expect(websearchText('---привет').trim()).toBe('-привет');
  });

  it('answers every typed query with results or none, on every search', async () => {
    for (const url of ['/api/messages/search', '/api/files', '/api/users']) {
      for (const q of TYPED) {
        const res = await search(url, q);
        if (res.statusCode !== 200) throw new Error(`${url} ${JSON.stringify(q)}: ${res.body}`);
      }
    }
  });

  it('finds other scripts and matches LIKE wildcards literally', async () => {
    const hits = async (q: string) =>
      expectStatus<{ messages: { content: string }[] }>(
        await search('/api/messages/search', q),
        200,
      ).messages.map((hit) => hit.content);
    expect(await hits('привет')).toEqual(['Привет, мир']);
    expect(await hits('-'.repeat(40))).toEqual([]);
    expect(await hits('!!!')).toEqual([]);
    const other = await signUp(t, { name: '100% Real_Name' });
    await addMember(t, owner, project.id, other);
    const people = async (q: string) =>
      expectStatus<{ name: string }[]>(await search('/api/users', q), 200).map((u) => u.name);
    expect(await people('0% R')).toEqual(['100% Real_Name']);
    expect(await people('%')).toEqual(['100% Real_Name']);
    expect(await people('l_N')).toEqual(['100% Real_Name']);
    expect(await people('_')).toEqual(['100% Real_Name']);
    expect(await people('1_0')).toEqual([]);
  });

  it('refuses an absurdly long query with 422, never 500', async () => {
    for (const url of ['/api/messages/search', '/api/files', '/api/users']) {
      for (const q of ['a'.repeat(2000), '-'.repeat(2000), 'привет '.repeat(300)]) {
        const res = await search(url, q);
        expect(res.statusCode, `${url} ${q.slice(0, 10)}`).toBe(422);
      }
    }
  });
});
