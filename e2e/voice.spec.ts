import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_TRANSCRIPT } from './browser-setup.ts';
import {
  column,
  expectVisibleLabelsInNames,
  newPerson,
  registerViaApi,
  signInWithForm,
} from './helpers.ts';

// Spoken English made by espeak-ng (scripts/make-test-audio.mjs regenerates it); `%noloop`
// plays it once, then the fake microphone goes silent.
const SPEECH_WAV = path.resolve('apps/server/test-fixtures/audio/speech.wav');

test.use({
  timezoneId: 'UTC',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPEECH_WAV}%noloop`,
    ],
  },
});

async function createProject(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Tomorrow as YYYY-MM-DD in UTC (the page's zone here). */
function tomorrowUtc(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('board voice: record in To Do through the real MediaRecorder, preview shows High and tomorrow, the task lands in To Do', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request, newPerson('voice'));
  const projectId = await createProject(
    request,
    owner.access_token,
    `Voice ${owner.user.id.slice(0, 6)}`,
  );
  await signInWithForm(page, owner.email, owner.password);
  await page.goto(`/dashboard/projects/${projectId}/tasks`);

  const todo = column(page, 'todo');
  await todo.getByRole('button', { name: 'Record a task by voice in To Do' }).click();
  await expect(page.getByRole('timer')).toContainText('of 2:00');
  await expect(page.getByText('Try saying "tomorrow", "Monday", or "next week"')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  // Let the recorder capture some of the spoken file (and its level move) before stopping.
  await expect(page.getByRole('timer')).toContainText('0:02 of 2:00', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop and transcribe' }).click();

  const preview = page.getByRole('dialog', { name: 'Voice Task Preview' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByLabel(/^Title/)).toHaveValue(E2E_TRANSCRIPT);
  await expect(preview.getByLabel(/^Priority/)).toHaveValue('high');
  await expect(preview.getByLabel(/^Due date/)).toHaveValue(tomorrowUtc());
  await expectVisibleLabelsInNames(page, 'the Voice Task Preview');
  await preview.getByRole('button', { name: 'Create Task' }).click();
  await expect(preview).toBeHidden();

  await expect(todo.getByRole('heading', { name: E2E_TRANSCRIPT })).toBeVisible();
  await expect(todo.getByTestId('column-count')).toHaveText('1');
});
