import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  card,
  column,
  joinProjectViaApi,
  mouseDrag,
  newPerson,
  registerViaApi,
  signInWithForm,
} from './helpers.ts';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An owner and a member of one project with one task, made through the API. */
async function team(request: APIRequestContext) {
  const owner = await registerViaApi(request, newPerson('owner'));
  const member = await registerViaApi(request, newPerson('member'));
  const project = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `Live ${owner.user.id.slice(0, 6)}` },
  });
  const projectId = ((await project.json()) as { id: string }).id;
  await joinProjectViaApi(request, owner, member, projectId);
  const task = await request.post('/api/tasks', {
    headers: auth(owner.access_token),
    data: { title: 'Move me live', project_id: projectId },
  });
  const taskId = ((await task.json()) as { id: string }).id;
  return { owner, member, projectId, taskId };
}

/** A signed-in page in its own browser context (its own storage: a second person). */
async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page, person.email, person.password);
  return page;
}

test('a card dragged by one member moves on another member’s board within a second, without a reload', async ({
  browser,
  request,
}) => {
  const { owner, member, projectId } = await team(request);
  const a = await signedIn(browser, owner);
  const b = await signedIn(browser, member);
  await a.goto(`/dashboard/projects/${projectId}/tasks`);
  await b.goto(`/dashboard/projects/${projectId}/tasks`);
  await expect(card(column(b, 'todo'), 'Move me live')).toBeVisible();
  await expect(b.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0);
  let reloaded = false;
  b.on('framenavigated', (frame) => {
    if (frame === b.mainFrame()) reloaded = true;
  });

  await mouseDrag(a, card(column(a, 'todo'), 'Move me live'), column(a, 'done'));
  await expect(card(column(a, 'done'), 'Move me live')).toBeVisible();
  const moved = Date.now();
  await expect(card(column(b, 'done'), 'Move me live')).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - moved).toBeLessThan(1_000);
  expect(reloaded).toBe(false);
  await a.context().close();
  await b.context().close();
});

test('a comment one member writes on a task appears in another member’s open task', async ({
  browser,
  request,
}) => {
  const { owner, member, projectId } = await team(request);
  const a = await signedIn(browser, owner);
  const b = await signedIn(browser, member);
  for (const page of [a, b]) {
    await page.goto(`/dashboard/projects/${projectId}/tasks`);
    await card(page, 'Move me live').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  const composer = b.getByRole('dialog').getByRole('textbox', { name: 'Write a comment' });
  await composer.fill('Live from the other side');
  await b.getByRole('dialog').getByRole('button', { name: 'Comment', exact: true }).click();
  // The list item, not the composer (which keeps the text until the server accepted it).
  const comment = (page: Page) =>
    page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Live from the other side' });
  await expect(comment(b)).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(comment(a)).toBeVisible({ timeout: 2_000 });
  await a.context().close();
  await b.context().close();
});

test('a member’s presence dot turns on while their tab is open and off after it closes', async ({
  browser,
  request,
}) => {
  const { owner, member, projectId } = await team(request);
  const a = await signedIn(browser, owner);
  await a.goto(`/dashboard/projects/${projectId}/team`);
  const row = a.getByRole('listitem').filter({ hasText: member.name });
  await expect(row.getByTitle('Offline')).toBeVisible();

  const b = await signedIn(browser, member);
  await expect(row.getByTitle('Online')).toBeVisible({ timeout: 5_000 });
  await b.context().close();
  // Offline within 10 s of the last socket closing (a 5 s grace covers a reload).
  await expect(row.getByTitle('Offline')).toBeVisible({ timeout: 12_000 });
  await a.context().close();
});
