import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { joinProjectViaApi, newPerson, registerViaApi, signInWithForm } from './helpers.ts';

// Every kind of notification, clicked in the bell, opens exactly its item: the task dialog (with
// the comment in view), the message in its thread, the invitation's page, the data export.

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function newProject(request: APIRequestContext, owner: Person, name: string) {
  const res = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `${name} ${owner.user.id.slice(0, 6)}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** An owner and a member sharing one project, made through the API. */
async function team(request: APIRequestContext, name: string) {
  const owner = await registerViaApi(request, newPerson('owner'));
  const member = await registerViaApi(request, newPerson('member'));
  const project = await newProject(request, owner, name);
  await joinProjectViaApi(request, owner, member, project.id);
  return { owner, member, project };
}

async function newTask(
  request: APIRequestContext,
  by: Person,
  projectId: string,
  extra: Record<string, unknown> = {},
) {
  const title = `Task ${Math.random().toString(36).slice(2, 8)}`;
  const res = await request.post('/api/tasks', {
    headers: auth(by.access_token),
    data: { title, project_id: projectId, ...extra },
  });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as { id: string }), title };
}

async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, person.email, person.password);
  return page;
}

/** Opens the bell and clicks the notification whose text matches `text`. */
async function openFromBell(page: Page, text: RegExp) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  // The bell's panel only: a name elsewhere on the page (the account menu) may match too.
  await page.getByRole('dialog').getByRole('button', { name: text }).first().click();
}

test('a mention in a task comment opens the task with the comment in view', async ({
  browser,
  request,
}) => {
  const { owner, member, project } = await team(request, 'Comments');
  const task = await newTask(request, owner, project.id);
  const text = `Please check the figures ${Math.random().toString(36).slice(2, 8)}`;
  const comment = await request.post(`/api/tasks/${task.id}/comments`, {
    headers: auth(owner.access_token),
    data: { text, mentions: [member.user.id] },
  });
  expect(comment.status()).toBe(201);
  const { id: commentId } = (await comment.json()) as { id: string };

  const page = await signedIn(browser, member);
  await openFromBell(page, new RegExp(text));
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/projects/${project.id}/tasks\\?task=${task.id}&comment=${commentId}$`),
  );
  const dialog = page.getByRole('dialog', { name: task.title });
  await expect(dialog).toBeVisible();
  const linked = dialog.locator(`#comment-${commentId}`);
  await expect(linked).toBeInViewport();
  await expect(linked).toHaveAttribute('aria-current', 'true');
  await expect(linked).toContainText(text);
  await page.context().close();
});

test('a chat mention opens the message in its thread', async ({ browser, request }) => {
  const { owner, member, project } = await team(request, 'Chat');
  const thread = await request.post('/api/threads', {
    headers: auth(owner.access_token),
    data: { title: 'Links', context_type: 'project', context_id: project.id },
  });
  const threadId = ((await thread.json()) as { id: string }).id;
  const text = `Look at the draft ${Math.random().toString(36).slice(2, 8)}`;
  const sent = await request.post('/api/messages', {
    headers: auth(owner.access_token),
    data: { thread_id: threadId, content: text, content_type: 'text', mentions: [member.user.id] },
  });
  expect(sent.status()).toBe(201);
  const { id: messageId } = (await sent.json()) as { id: string };

  const page = await signedIn(browser, member);
  await openFromBell(page, new RegExp(text));
  await expect(page).toHaveURL(/\/dashboard\/inbox\?/);
  const message = page.locator(`[data-message-id="${messageId}"]`);
  await expect(message).toBeInViewport();
  await expect(message).toContainText(text);
  await page.context().close();
});

test('a task assigned opens the task’s dialog', async ({ browser, request }) => {
  const { owner, member, project } = await team(request, 'Assign');
  const task = await newTask(request, owner, project.id, { assignee_id: member.user.id });

  const page = await signedIn(browser, member);
  await openFromBell(page, new RegExp(task.title));
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/projects/${project.id}/tasks\\?task=${task.id}$`),
  );
  await expect(page.getByRole('dialog', { name: task.title })).toBeVisible();
  await page.context().close();
});

test('an invitation to someone not yet a member opens its page, where Accept works', async ({
  browser,
  request,
}) => {
  const owner = await registerViaApi(request, newPerson('owner'));
  const guest = await registerViaApi(request, newPerson('guest'));
  const project = await newProject(request, owner, 'Invite');
  const invited = await request.post(`/api/projects/${project.id}/invitations`, {
    headers: auth(owner.access_token),
    data: { user_id: guest.user.id, role: 'member', message: 'Glad to have you <b>here</b>' },
  });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { id: string } };

  const page = await signedIn(browser, guest);
  await openFromBell(page, new RegExp(project.name));
  await expect(page).toHaveURL(new RegExp(`/dashboard/invitations/${invitation.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Invitation to ${project.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(`${owner.name} invited you to join`)).toBeVisible();
  await expect(page.getByRole('main').getByText('Glad to have you <b>here</b>')).toBeVisible();
  await expect(page.getByText('Project not found')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL(`**/dashboard/projects/${project.id}`);
  await expect(page.getByText('Your role: Team Member')).toBeVisible();
  await page.context().close();
});

test('a ready data export opens the settings section that downloads it', async ({
  browser,
  request,
}) => {
  const person = await registerViaApi(request, newPerson('export'));
  const requested = await request.post('/api/auth/export', {
    headers: auth(person.access_token),
  });
  expect(requested.status()).toBe(202);

  const page = await signedIn(browser, person);
  // The export is built in the background: its notification comes when it is ready.
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible({
    timeout: 45_000,
  });
  await openFromBell(page, /^Your data export is ready/);
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=account&export=[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Export your data' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download data export' })).toBeVisible();
  await page.context().close();
});
