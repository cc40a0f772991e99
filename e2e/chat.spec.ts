import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { joinProjectViaApi, newPerson, registerViaApi, signInWithForm } from './helpers.ts';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An owner and a member of one project with one titled chat thread, made through the API. */
async function chatTeam(request: APIRequestContext) {
  const owner = await registerViaApi(request, newPerson('ada'));
  const member = await registerViaApi(request, newPerson('bo'));
  const project = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `Chat ${owner.user.id.slice(0, 6)}` },
  });
  const projectId = ((await project.json()) as { id: string }).id;
  await joinProjectViaApi(request, owner, member, projectId);
  const thread = await request.post('/api/threads', {
    headers: auth(owner.access_token),
    data: { title: 'Launch plan', context_type: 'project', context_id: projectId },
  });
  expect(thread.status()).toBe(201);
  const threadId = ((await thread.json()) as { id: string }).id;
  return { owner, member, projectId, threadId };
}

/** A signed-in page in its own browser context that fails the test on any dialog (alert, confirm). */
async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await signInWithForm(page, person.email, person.password);
  return page;
}

/** The list item of the message whose text contains `text`. */
const message = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message…' });

/** A real 64×48 PNG, made here so the server's sniffing and thumbnailing see a true image. */
function png(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 79, g: 70, b: 229 } },
  })
    .png()
    .toBuffer();
}

test('two members chat live: typing, a message, a reaction, a reply and an image', async ({
  browser,
  request,
}) => {
  const { owner, member, threadId } = await chatTeam(request);
  const ada = await signedIn(browser, owner);
  const bo = await signedIn(browser, member);
  await ada.goto(`/dashboard/inbox?thread=${threadId}`);
  await bo.goto(`/dashboard/inbox?thread=${threadId}`);
  await expect(composer(ada)).toBeVisible();
  await expect(composer(bo)).toBeVisible();

  // Typing shows on the other side before anything is sent.
  await composer(ada).pressSequentially('Kick-off is **Monday**');
  await expect(bo.getByText(`${owner.name} is typing...`)).toBeVisible();
  await composer(ada).press('Enter');
  await expect(message(bo, 'Kick-off is Monday')).toBeVisible();
  await expect(message(bo, 'Kick-off is Monday').locator('strong')).toHaveText('Monday');
  await expect(bo.getByText(`${owner.name} is typing...`)).toHaveCount(0);

  // Bo reacts; Ada sees the reaction.
  const boCopy = message(bo, 'Kick-off is Monday');
  await boCopy.hover();
  await boCopy.getByRole('button', { name: 'Add reaction' }).click();
  await bo.getByRole('button', { name: '🎉' }).click();
  await expect(
    message(ada, 'Kick-off is Monday').getByRole('button', { name: /🎉\s*1/ }),
  ).toBeVisible();

  // Bo replies; Ada sees the reply quoting her message.
  await boCopy.hover();
  await boCopy.getByRole('button', { name: 'Reply' }).click();
  // The name is wrapped in Unicode isolates (right-to-left safety), so match around it.
  await expect(bo.getByText(/^Replying to/)).toContainText(owner.name);
  await composer(bo).fill('Works for me');
  await composer(bo).press('Enter');
  const reply = message(ada, 'Works for me');
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Kick-off is');

  // Ada sends an image; Bo sees it (fetched with his token, so only a reader could).
  await ada.locator('input[type=file]').setInputFiles({
    name: 'roadmap.png',
    mimeType: 'image/png',
    buffer: await png(),
  });
  await expect(ada.getByText('Uploaded')).toBeVisible();
  await composer(ada).fill('The roadmap');
  await composer(ada).press('Enter');
  const image = message(bo, 'The roadmap').getByRole('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await ada.context().close();
  await bo.context().close();
});

test('a message becomes a task, and its chip opens the task', async ({ browser, request }) => {
  const { owner, projectId, threadId } = await chatTeam(request);
  const sent = await request.post('/api/messages', {
    headers: auth(owner.access_token),
    data: { thread_id: threadId, content: 'Fix the login page by Friday', content_type: 'text' },
  });
  expect(sent.status()).toBe(201);
  const ada = await signedIn(browser, owner);
  await ada.goto(`/dashboard/projects/${projectId}?tab=chat`);
  await ada
    .getByRole('button', { name: /Launch plan/ })
    .first()
    .click();
  const item = message(ada, 'Fix the login page');
  await item.hover();
  await item.getByRole('button', { name: 'More actions' }).click();
  await ada.getByRole('menuitem', { name: 'Create task' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Create Task from Message' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Create Task/ }).click();
  await expect(dialog).toHaveCount(0);

  const chip = item.getByRole('link', { name: 'View task' });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(ada).toHaveURL(new RegExp(`/dashboard/projects/${projectId}/tasks\\?task=`));
  const detail = ada.getByRole('dialog');
  await expect(detail).toContainText('Fix the login page');
  // …and the task links back to its message.
  await expect(detail.getByRole('link', { name: /From message/ })).toBeVisible();
  await ada.context().close();
});

/** Sends a message through the API, with images uploaded first; returns its id. */
async function send(
  request: APIRequestContext,
  person: Person,
  threadId: string,
  content: string,
  images = 0,
): Promise<string> {
  const attachments: string[] = [];
  for (let i = 0; i < images; i += 1) {
    const upload = await request.post('/api/attachments', {
      headers: auth(person.access_token),
      multipart: {
        file: { name: `photo-${i}.png`, mimeType: 'image/png', buffer: await png() },
      },
    });
    expect(upload.status()).toBe(201);
    attachments.push(((await upload.json()) as { id: string }).id);
  }
  const sent = await request.post('/api/messages', {
    headers: auth(person.access_token),
    data: { thread_id: threadId, content, ...(images > 0 && { attachments }) },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

test('a thread with images opens on its newest message, and a linked message stays in view while images settle', async ({
  browser,
  request,
}) => {
  const { owner, member, threadId } = await chatTeam(request);
  let linked = '';
  for (let i = 1; i <= 24; i += 1) {
    const id = await send(request, owner, threadId, `Note ${i}`, i % 4 === 0 ? 2 : 0);
    if (i === 14) linked = id;
  }
  const bo = await signedIn(browser, member);
  // Images answer slowly and then fail, so each box is dropped after the list first scrolled:
  // the height above and below the reader changes under them.
  await bo.route('**/api/attachments/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ status: 404, body: '' });
  });
  const log = bo.getByRole('log', { name: 'Messages' });

  await bo.goto(`/dashboard/inbox?thread=${threadId}`);
  await expect(message(bo, 'Note 24')).toBeVisible();
  await expect(bo.getByText('Loading image...')).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(() => log.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight))
    .toBeLessThan(2);

  await bo.goto(`/dashboard/inbox?message=${linked}`);
  await expect(message(bo, 'Note 14')).toBeVisible();
  await expect(bo.getByText('Loading image...')).toHaveCount(0, { timeout: 10_000 });
  // Whole, and away from the top edge where the day label would cover it.
  const listBox = (await log.boundingBox())!;
  const row = (await message(bo, 'Note 14').boundingBox())!;
  expect(row.y).toBeGreaterThan(listBox.y + 40);
  expect(row.y + row.height).toBeLessThan(listBox.y + listBox.height);

  await bo.context().close();
});
