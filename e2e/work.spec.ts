import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPerson, registerViaApi, signInWithForm } from './helpers.ts';

// Timesheet days are UTC days and the manual form takes local time: one clock for both.
test.use({ timezoneId: 'UTC' });

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An owner with one project, made through the API. */
async function ownerWithProject(request: APIRequestContext, name: string) {
  const owner = await registerViaApi(request, newPerson('work'));
  const res = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `${name} ${owner.user.id.slice(0, 6)}` },
  });
  expect(res.status()).toBe(201);
  const project = (await res.json()) as { id: string; name: string };
  return { owner, project };
}

/** Signs in by putting the session in storage (the form is not under test here). */
async function signInWithSession(page: Page, person: Person, language = 'en') {
  await page.goto('/');
  await page.evaluate(
    ({ session, language }) => {
      localStorage.setItem('access_token', session.access_token);
      localStorage.setItem('refresh_token', session.refresh_token);
      localStorage.setItem('user', JSON.stringify(session.user));
      localStorage.setItem('i18nextLng', language);
    },
    { session: person, language },
  );
}

/** `YYYY-MM-DDTHH:mm` as a datetime-local input takes it (the browser runs in UTC). */
const localValue = (date: Date) => date.toISOString().slice(0, 16);

test('log time with the timer and by hand, then see it in the project timesheet', async ({
  page,
  request,
}) => {
  const { owner, project } = await ownerWithProject(request, 'Time');
  const taskRes = await request.post('/api/tasks', {
    headers: auth(owner.access_token),
    data: { title: 'Draft the budget', project_id: project.id },
  });
  expect(taskRes.status()).toBe(201);
  const task = (await taskRes.json()) as { id: string };

  await signInWithForm(page, owner.email, owner.password);
  await page.goto(`/dashboard/projects/${project.id}/tasks?task=${task.id}`);
  const dialog = page.getByRole('dialog');
  const time = dialog.getByRole('region', { name: 'Time', exact: true });
  await expect(time).toBeVisible();
  await expect(time.getByText('No time logged on this task yet.')).toBeVisible();

  // The timer: start, let it run, stop. Two seconds round to 0 min, but the entry is kept.
  await time.getByRole('button', { name: 'Start timer' }).click();
  await expect(time.getByText('Timer running')).toBeVisible();
  await expect(time.getByText('Running', { exact: true })).toBeVisible();
  await page.waitForTimeout(2_000);
  await time.getByRole('button', { name: 'Stop timer' }).click();
  await expect(time.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await expect(time.getByText('Timer running')).toHaveCount(0);
  const entries = time.getByRole('list', { name: 'Time entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);

  // By hand: 1 h 30 min today, away from the timer's minute (future spans are allowed).
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const startHour = now.getUTCHours() >= 2 ? '00' : '22';
  const start = new Date(`${day}T${startHour}:00:00.000Z`);
  const end = new Date(start.getTime() + 90 * 60_000);
  await time.getByLabel('Start', { exact: true }).fill(localValue(start));
  await time.getByLabel('End', { exact: true }).fill(localValue(end));
  await time.getByLabel('Description', { exact: true }).fill('Budget sheet');
  await time.getByRole('button', { name: 'Add entry' }).click();
  await expect(time.getByText('Time entry added.')).toBeVisible();
  await expect(entries).toHaveCount(2);
  await expect(time.getByText('Total: 1 h 30 min')).toBeVisible();

  // Project → Time: the member's row shows 1 h 30 min in today's column (Mon-first, UTC).
  await page.goto(`/dashboard/projects/${project.id}?tab=time`);
  const sheet = page.getByRole('region', { name: 'Timesheet' });
  const row = sheet
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: owner.name }) });
  await expect(row).toHaveCount(1);
  const todayColumn = (now.getUTCDay() + 6) % 7;
  await expect(row.locator('td').nth(todayColumn)).toHaveText('1 h 30 min');
  await expect(row.locator('td').last()).toContainText('1 h 30 min');
  await expect(row.locator('td').last()).toContainText('Billable 1 h 30 min');
});

test('upload two versions of a file, download the first and restore it as the newest', async ({
  page,
  request,
}) => {
  const { owner, project } = await ownerWithProject(request, 'Files');
  await signInWithForm(page, owner.email, owner.password);
  await page.goto(`/dashboard/projects/${project.id}?tab=files`);
  await expect(page.getByText('This folder is empty.')).toBeVisible();

  const input = page.getByTestId('file-upload-input');
  const notes = (content: string) => ({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(content),
  });
  await input.setInputFiles(notes('notes v1\n'));
  const name = page.getByRole('button', { name: 'notes.txt', exact: true });
  await expect(name).toBeVisible();
  await expect(page.getByText(/v1$/)).toBeVisible();

  // The same name in the same folder adds a version rather than a second file.
  await input.setInputFiles(notes('notes v2, longer\n'));
  await expect(page.getByText(/v2$/)).toBeVisible();
  await expect(name).toHaveCount(1);

  await page.getByRole('button', { name: 'Version history of notes.txt' }).click();
  const history = page.getByRole('dialog', { name: 'Version history of notes.txt' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Version 2');
  await expect(history.getByRole('listitem').first()).toContainText('Newest');

  const downloading = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Download Version 1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('notes.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe('notes v1\n');

  await history.getByRole('button', { name: 'Restore Version 1' }).click();
  await expect(page.getByText('Version 1 restored as the newest.')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Version 3');
  await expect(history.getByRole('listitem').first()).toContainText('Newest');

  // The server agrees: version 3 is newest and holds version 1's bytes.
  const listed = await request.get(`/api/projects/${project.id}/files`, {
    headers: auth(owner.access_token),
  });
  const [file] = (await listed.json()) as { id: string; name: string }[];
  expect(file?.name).toBe('notes.txt');
  const versionsRes = await request.get(`/api/files/${file!.id}/versions`, {
    headers: auth(owner.access_token),
  });
  expect(versionsRes.status()).toBe(200);
  const versions = (await versionsRes.json()) as { version: number; storage_path: string }[];
  expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
  const bytes = await request.get(versions[0]!.storage_path, {
    headers: auth(owner.access_token),
  });
  expect(await bytes.text()).toBe('notes v1\n');
});

test('the file page in Arabic on a 375 px screen: right to left, a project opens, no overflow', async ({
  page,
  request,
}) => {
  const { owner, project } = await ownerWithProject(request, 'ملفات');
  const folder = await request.post('/api/files', {
    headers: auth(owner.access_token),
    data: { name: 'تصاميم', project_id: project.id, file_type: 'folder' },
  });
  expect(folder.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 740 });
  await signInWithSession(page, owner, 'ar');
  await page.goto('/dashboard/files');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const projectFolder = page.getByRole('button', { name: project.name, exact: true });
  await expect(projectFolder).toBeVisible();
  await projectFolder.dblclick();
  // The folder path's current step (the sidebar and the bottom bar mark Files current too).
  const breadcrumb = page
    .getByRole('navigation', { name: 'مسار المجلد' })
    .locator('[aria-current="page"]');
  await expect(breadcrumb).toHaveText(project.name);
  await expect(page.getByRole('button', { name: 'تصاميم', exact: true })).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
