import { expect, test } from '@playwright/test';
import {
  expectVisibleLabelsInNames,
  newPerson,
  registerViaApi,
  signInWithForm,
} from './helpers.ts';

/** 'YYYY-MM-DD' of a local date. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('see a task on the calendar on its due day', async ({ page, request }) => {
  const person = await registerViaApi(request, newPerson('calendar'));
  const headers = { Authorization: `Bearer ${person.access_token}` };

  // The 15th and 20th of the current month are always in the month grid that opens first.
  const now = new Date();
  const taskDay = localDay(new Date(now.getFullYear(), now.getMonth(), 15));
  const projectDay = localDay(new Date(now.getFullYear(), now.getMonth(), 20));

  const projectRes = await request.post('/api/projects', {
    headers,
    data: { name: 'Calendar launch', due_date: `${projectDay}T00:00:00.000Z` },
  });
  expect(projectRes.status()).toBe(201);
  const project = (await projectRes.json()) as { id: string };

  const taskRes = await request.post('/api/tasks', {
    headers,
    data: {
      title: 'Write the release notes',
      project_id: project.id,
      due_date: `${taskDay}T00:00:00.000Z`,
    },
  });
  expect(taskRes.status()).toBe(201);

  await signInWithForm(page, person.email, person.password);
  await expect(page.getByTestId('stat-totalProjects')).toContainText('1');
  await expectVisibleLabelsInNames(page, 'the dashboard list');
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();

  const taskCell = page.locator(`[data-day="${taskDay}"]`);
  await expect(taskCell.getByText('Write the release notes')).toBeVisible();
  await expect(
    page.locator(`[data-day="${projectDay}"]`).getByText('Calendar launch'),
  ).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the calendar');

  await taskCell.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  const longDate = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${taskDay}T00:00:00.000Z`));
  await expect(dialog.getByRole('heading', { name: `Tasks for ${longDate}` })).toBeVisible();
  await expect(dialog.getByText('1 item scheduled')).toBeVisible();
  await expect(dialog.getByText('Tasks Due (1)')).toBeVisible();
  await expectVisibleLabelsInNames(page, "the day's dialog");

  // The task opens its detail dialog from the day's list.
  await dialog.getByRole('button', { name: /Write the release notes/ }).click();
  const detail = page.getByRole('dialog', { name: 'Write the release notes' });
  await expect(detail.getByText('Calendar launch')).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the task detail dialog');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});
