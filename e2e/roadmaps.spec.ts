import { expect, test } from '@playwright/test';
import { newPerson, registerViaApi, signInWithForm } from './helpers.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a roadmap card shows its progress and status, and opens on its milestones, which lead to their project', async ({
  page,
  request,
}, testInfo) => {
  const owner = await registerViaApi(request, newPerson('planner'));
  const created = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `Atlas ${owner.user.id.slice(0, 6)}` },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: string; name: string };
  const milestone = await request.post(`/api/projects/${project.id}/milestones`, {
    headers: auth(owner.access_token),
    data: { name: 'Public beta', start_date: dayFromToday(-3), due_date: dayFromToday(20) },
  });
  expect(milestone.status(), await milestone.text()).toBe(201);
  const milestoneId = ((await milestone.json()) as { id: string }).id;
  for (const [title, status] of [
    ['Sign-up flow', 'done'],
    ['Pricing page', 'todo'],
  ]) {
    const task = await request.post('/api/tasks', {
      headers: auth(owner.access_token),
      data: { title, project_id: project.id, status, milestone_id: milestoneId },
    });
    expect(task.status(), await task.text()).toBe(201);
  }
  const roadmap = await request.post('/api/roadmaps', {
    headers: auth(owner.access_token),
    data: { title: 'Launch 2027', description: 'From beta to GA', milestone_ids: [milestoneId] },
  });
  expect(roadmap.status(), await roadmap.text()).toBe(201);

  await signInWithForm(page, owner.email, owner.password);
  await page.goto('/dashboard/roadmaps');
  const card = page.getByRole('article', { name: 'Launch 2027' });
  await expect(card).toContainText('From beta to GA');
  await expect(card).toContainText('50%');
  await expect(card).toContainText('On Track');
  const path = testInfo.outputPath('roadmaps-en.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('roadmaps-en', { path, contentType: 'image/png' });

  await card.getByRole('button', { name: 'View Launch 2027' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch 2027' });
  await expect(dialog).toContainText('Public beta');
  await dialog.getByRole('link', { name: `Open ${project.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}\\?tab=gantt$`));
  await expect(page.locator('[aria-label^="Public beta, "]')).toBeVisible();
});

test('the roadmaps page in Arabic on a 375 px phone', async ({ page, request }, testInfo) => {
  const owner = await registerViaApi(request, newPerson('planner'));
  const created = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: 'أطلس' },
  });
  const projectId = ((await created.json()) as { id: string }).id;
  const milestone = await request.post(`/api/projects/${projectId}/milestones`, {
    headers: auth(owner.access_token),
    data: { name: 'الإصدار التجريبي', start_date: dayFromToday(-30), due_date: dayFromToday(-1) },
  });
  const milestoneId = ((await milestone.json()) as { id: string }).id;
  await request.post('/api/roadmaps', {
    headers: auth(owner.access_token),
    data: { title: 'خطة الإطلاق', milestone_ids: [milestoneId] },
  });
  await signInWithForm(page, owner.email, owner.password);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/roadmaps');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Past its due day with no task done: delayed.
  await expect(page.getByRole('article', { name: 'خطة الإطلاق' })).toContainText('متأخرة');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  const path = testInfo.outputPath('roadmaps-ar-375.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('roadmaps-ar-375', { path, contentType: 'image/png' });
});
