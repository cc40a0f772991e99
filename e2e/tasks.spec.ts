import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  card,
  column,
  expectVisibleLabelsInNames,
  mouseDrag,
  newPerson,
  registerViaApi,
  signInWithForm,
} from './helpers.ts';

/** Creates a project through the API; returns its id. */
async function createProject(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('create a task from the dialog, drag it To Do → Done by mouse and by keyboard, delete it on the trash bin', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request, newPerson('board'));
  const projectId = await createProject(
    request,
    owner.access_token,
    `Board ${owner.user.id.slice(0, 6)}`,
  );
  await signInWithForm(page, owner.email, owner.password);
  await page.goto(`/dashboard/projects/${projectId}/tasks`);

  for (const status of ['todo', 'in_progress', 'in_review', 'done'] as const) {
    await expect(column(page, status).getByText('No tasks yet')).toBeVisible();
  }
  await expect(column(page, 'todo').getByText('Drag tasks here or create new ones')).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the empty board');

  // Create from the To Do column: the button stays disabled until there is a title.
  await column(page, 'todo').getByRole('button', { name: 'Add Task to To Do' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog.getByText('Task Details')).toBeVisible();
  await expect(dialog.getByText('Project & Status')).toBeVisible();
  await expect(dialog.getByText('Priority & Timing')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Task' })).toBeDisabled();
  await expectVisibleLabelsInNames(page, 'the create-task dialog');
  await dialog.getByLabel('Title').fill('Ship the release notes');
  await dialog.getByLabel('Description').fill('Everything that changed since 1.0');
  await dialog.getByLabel('Priority', { exact: true }).selectOption('high');
  await dialog.getByLabel('Assignee').selectOption({ label: owner.name });
  await dialog.getByLabel('Due date').fill('2030-05-17');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden();

  const todo = column(page, 'todo');
  await expect(card(todo, 'Ship the release notes')).toBeVisible();
  await expect(todo.getByTestId('column-count')).toHaveText('1');
  await expect(card(todo, 'Ship the release notes').getByText('High')).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the board with a card');

  // The server agrees with what the dialog sent.
  const listed = await request.get(`/api/tasks?project_id=${projectId}`, {
    headers: { Authorization: `Bearer ${owner.access_token}` },
  });
  const [created] = (await listed.json()) as {
    id: string;
    status: string;
    priority: string;
    due_date: string;
    assignee_id: string;
  }[];
  expect(created).toMatchObject({
    status: 'todo',
    priority: 'high',
    due_date: '2030-05-17T00:00:00.000Z',
    assignee_id: owner.user.id,
  });

  // Mouse: To Do → Done, and it stays there after a reload.
  await mouseDrag(page, card(todo, 'Ship the release notes'), column(page, 'done'));
  await expect(card(column(page, 'done'), 'Ship the release notes')).toBeVisible();
  await expect(todo.getByText('No tasks yet')).toBeVisible();
  await page.reload();
  await expect(card(column(page, 'done'), 'Ship the release notes')).toBeVisible();

  // Back to To Do by mouse, then keyboard: Space picks up, three Right arrows, Space drops.
  await mouseDrag(page, card(column(page, 'done'), 'Ship the release notes'), column(page, 'todo'));
  await expect(card(column(page, 'todo'), 'Ship the release notes')).toBeVisible();
  const handle = page.getByRole('button', { name: /^Ship the release notes/ });
  await handle.focus();
  await page.keyboard.press('Space');
  // The drag has started once the trash bin shows; keys sent before that are lost.
  await expect(page.getByTestId('trash-bin')).not.toHaveAttribute('aria-hidden', 'true');
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('ArrowRight');
    // dnd-kit measures the next column on each step; give the frame time to settle.
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
  await expect(card(column(page, 'done'), 'Ship the release notes')).toBeVisible();
  await page.reload();
  await expect(card(column(page, 'done'), 'Ship the release notes')).toBeVisible();

  // Trash: the bin appears only while dragging, says so, asks as the delete button does, and
  // the task is gone for good.
  const trash = page.getByTestId('trash-bin');
  await expect(trash).toBeHidden();
  const doneCard = card(column(page, 'done'), 'Ship the release notes');
  const box = await doneCard.boundingBox();
  if (!box) throw new Error('no card');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 15, box.y + box.height / 2 + 15, { steps: 4 });
  await expect(trash).toBeVisible();
  await expect(trash).toContainText('Drop Here');
  const bin = await trash.boundingBox();
  if (!bin) throw new Error('no trash bin');
  await page.mouse.move(bin.x + bin.width / 2, bin.y + bin.height / 2, { steps: 12 });
  await expect(trash).toContainText('Release to Delete');
  await page.mouse.up();
  const confirm = page.getByRole('dialog', { name: 'Delete Task' });
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('task-card')).toHaveCount(0);
  await expect(trash).toBeHidden();
  await page.reload();
  await expect(column(page, 'done').getByText('No tasks yet')).toBeVisible();
  const after = await request.get(`/api/tasks/${created?.id}`, {
    headers: { Authorization: `Bearer ${owner.access_token}` },
  });
  expect(after.status()).toBe(404);
});
