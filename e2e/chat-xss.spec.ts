import { expect, test, type Page } from '@playwright/test';
import { newPerson, registerViaApi, signInWithForm } from './helpers.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// Each payload, if it ever ran, would open a dialog or set window.__xss: both fail the test.
const RUN = 'window.__xss=1;alert(1)';
const PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"><circle r="5"/></svg>`,
  `<a href="javascript:${RUN}">classic link</a>`,
  `[markdown link](javascript:${RUN})`,
  `[entity link](javascript&#58;${RUN})`,
  `![image trick](x" onerror="${RUN})`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  '```html\n<script>' + RUN + '</script>\n```',
];

/** Clicks every link and button inside the messages, as a curious reader would. */
async function poke(page: Page) {
  const links = page.getByRole('log', { name: 'Messages' }).getByRole('link');
  for (let i = 0; i < (await links.count()); i += 1) {
    // Modifier click: a link that opens in a new tab must not run anything either.
    await links.nth(i).click({ modifiers: ['ControlOrMeta'] });
  }
}

test('hostile messages, thread titles and file names never execute', async ({ page, request }) => {
  const person = await registerViaApi(request, newPerson('xss'));
  const headers = auth(person.access_token);
  const project = await request.post('/api/projects', {
    headers,
    data: { name: `<img src=x onerror="${RUN}"> project` },
  });
  const projectId = ((await project.json()) as { id: string }).id;
  const thread = await request.post('/api/threads', {
    headers,
    data: {
      title: `<script>${RUN}</script> thread`,
      description: `<svg onload="${RUN}">`,
      context_type: 'project',
      context_id: projectId,
    },
  });
  expect(thread.status()).toBe(201);
  const threadId = ((await thread.json()) as { id: string }).id;
  // Numbered, so each can be found in the thread; the server keeps them exactly as typed.
  for (const [index, payload] of PAYLOADS.entries()) {
    const sent = await request.post('/api/messages', {
      headers,
      data: { thread_id: threadId, content: `P${index} ${payload}`, content_type: 'text' },
    });
    expect(sent.status()).toBe(201);
  }
  // A file whose name and content are HTML: served as a download with nosniff, named as text.
  const upload = await request.post('/api/attachments', {
    headers,
    multipart: {
      file: {
        name: `"><img src=x onerror="${RUN}">.html`,
        mimeType: 'text/html',
        buffer: Buffer.from(`<html><body><script>${RUN}</script></body></html>`),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const attachment = (await upload.json()) as { id: string; file_url: string };
  const sent = await request.post('/api/messages', {
    headers,
    data: { thread_id: threadId, content: '', content_type: 'text', attachments: [attachment.id] },
  });
  expect(sent.status()).toBe(201);
  const download = await request.get(attachment.file_url, { headers });
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
  expect(download.headers()['content-type']).not.toMatch(/html/);

  const dialogs: string[] = [];
  const watch = (target: Page) =>
    target.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  watch(page);
  page.context().on('page', watch);
  await signInWithForm(page, person.email, person.password);
  await page.goto(`/dashboard/inbox?thread=${threadId}`);
  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages.getByText('classic link')).toBeVisible();
  await expect(messages.getByText('.html')).toBeVisible();
  await expect(messages.getByText(`P${PAYLOADS.length - 1}`)).toBeVisible();
  // Every payload is shown as the text it was typed.
  await expect(messages.getByText(`P1 <img src=x onerror="${RUN}">`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('thread');
  await poke(page);
  // The project's chat shows the (hostile) project name and the thread list too.
  await page.goto(`/dashboard/projects/${projectId}?tab=chat`);
  // The thread's title is kept as typed, script tag and all, and shown as text.
  await expect(
    page.getByRole('button', { name: /^<script>.*<\/script> thread/ }).first(),
  ).toBeVisible();
  await page.waitForTimeout(500);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await messages.locator('script, iframe, svg[onload], img[onerror]').count()).toBe(0);
});
