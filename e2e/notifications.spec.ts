import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  joinProjectViaApi,
  newPerson,
  registerViaApi,
  signInWithForm,
  socketGreeted,
} from './helpers.ts';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A project of `owner` with `member` in it, made through the API. */
async function projectWith(request: APIRequestContext, owner: Person, member: Person) {
  const project = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `Bells ${owner.user.id.slice(0, 6)}` },
  });
  const projectId = ((await project.json()) as { id: string }).id;
  await joinProjectViaApi(request, owner, member, projectId);
  return projectId;
}

/** Ada and Bo in one project, and a thread of it where Ada can mention Bo. */
async function mentionThread(request: APIRequestContext) {
  const ada = await registerViaApi(request, newPerson('ada'));
  const bo = await registerViaApi(request, newPerson('bo'));
  const projectId = await projectWith(request, ada, bo);
  const thread = await request.post('/api/threads', {
    headers: auth(ada.access_token),
    data: { title: 'Mentions', context_type: 'project', context_id: projectId },
  });
  return { ada, bo, threadId: ((await thread.json()) as { id: string }).id };
}

/** A page signed in as `person` whose socket is live (events sent from now on reach it). */
async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const greeted = socketGreeted(page);
  await signInWithForm(page, person.email, person.password);
  await greeted;
  return page;
}

test('a mention rings the bell within a second, and opening it lands on the message', async ({
  browser,
  request,
}) => {
  const { ada, bo, threadId } = await mentionThread(request);

  const page = await signedIn(browser, bo);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const sent = await request.post('/api/messages', {
    headers: auth(ada.access_token),
    data: {
      thread_id: threadId,
      content: `@${bo.name} can you review the release notes?`,
      content_type: 'text',
      mentions: [bo.user.id],
    },
  });
  expect(sent.status()).toBe(201);
  const messageId = ((await sent.json()) as { id: string }).id;
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 1_000 });
  expect(reloaded).toBe(false);

  await bell.click();
  await page.getByRole('button', { name: /can you review the release notes/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/inbox\?/);
  const message = page.locator(`[data-message-id="${messageId}"]`);
  await expect(message).toBeVisible();
  await expect(message).toContainText('can you review the release notes?');
  // Opening it read it: the bell is back to no count.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.context().close();
});

test('a mention sent while the socket is still connecting rings the bell once it connects', async ({
  browser,
  request,
}) => {
  const { ada, bo, threadId } = await mentionThread(request);

  // Bo's socket is held before it reaches the server: the page reads its notifications, the
  // mention is sent (no socket of Bo's is in a room yet), and only then does the socket connect.
  const context = await browser.newContext();
  const held: { connectToServer(): unknown }[] = [];
  await context.routeWebSocket(/\/api\/notifications\/ws/, (socket) => {
    held.push(socket);
  });
  const page = await context.newPage();
  await signInWithForm(page, bo.email, bo.password);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const sent = await request.post('/api/messages', {
    headers: auth(ada.access_token),
    data: {
      thread_id: threadId,
      content: `@${bo.name} early bird`,
      content_type: 'text',
      mentions: [bo.user.id],
    },
  });
  expect(sent.status()).toBe(201);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  for (const socket of held) socket.connectToServer();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await context.close();
});

test('an invitation is accepted from the notifications page', async ({ browser, request }) => {
  const owner = await registerViaApi(request, newPerson('owner'));
  const guest = await registerViaApi(request, newPerson('guest'));
  const project = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `Invite ${owner.user.id.slice(0, 6)}` },
  });
  const { id: projectId } = (await project.json()) as { id: string };
  const invited = await request.post(`/api/projects/${projectId}/invitations`, {
    headers: auth(owner.access_token),
    data: { user_id: guest.user.id, role: 'member' },
  });
  expect(invited.status()).toBe(201);

  const page = await signedIn(browser, guest);
  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Accept' }).first().click();
  await page.waitForURL(`**/dashboard/projects/${projectId}`);
  await expect(page.getByText('Your role: Team Member')).toBeVisible();
  await page.context().close();
});
