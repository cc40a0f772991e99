import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { joinProjectViaApi, newPerson, registerViaApi, signInWithForm } from './helpers.ts';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The calendar day `offset` days from today, in UTC (the zone of a project whose owner chose none). */
function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A day as a Gantt bar's name writes it. */
function onBar(day: string): string {
  return new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A day as the Gantt's dialog and list write it. */
function written(day: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * An owner and a member of one project with two dated tasks, "Design" blocking "Build", which
 * starts the day after Design is due: any later Design pushes Build.
 */
async function linkedProject(request: APIRequestContext) {
  const owner = await registerViaApi(request, newPerson('owner'));
  const member = await registerViaApi(request, newPerson('member'));
  const created = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `Gantt ${owner.user.id.slice(0, 6)}` },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  await joinProjectViaApi(request, owner, member, projectId);
  const task = async (title: string, start: number, due: number) => {
    const response = await request.post('/api/tasks', {
      headers: auth(owner.access_token),
      data: {
        title,
        project_id: projectId,
        start_date: dayFromToday(start),
        due_date: dayFromToday(due),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const design = await task('Design', 1, 3);
  const build = await task('Build', 4, 6);
  const link = await request.post(`/api/tasks/${design}/dependencies`, {
    headers: auth(owner.access_token),
    data: { blocks_task_id: build },
  });
  expect(link.status(), await link.text()).toBe(201);
  return { owner, member, projectId };
}

/** A signed-in page in its own browser context (its own storage: a second person). */
async function signedIn(browser: Browser, person: Person, language = 'en'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page, person.email, person.password);
  if (language !== 'en')
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
  return page;
}

test('a task moved on the Gantt with the keyboard, previewed and applied, moves its dependent in another member’s open tab', async ({
  browser,
  request,
}) => {
  const { owner, member, projectId } = await linkedProject(request);
  const planner = await signedIn(browser, owner);
  const watcher = await signedIn(browser, member);
  await planner.goto(`/dashboard/projects/${projectId}?tab=gantt`);
  await watcher.goto(`/dashboard/projects/${projectId}?tab=gantt`);
  const buildBefore = `Build, ${onBar(dayFromToday(4))} – `;
  // Found by its name, whether or not the member may move it (a bar they may not move is no button).
  await expect(watcher.locator(`[aria-label^="${buildBefore}"]`)).toBeVisible();
  let reloaded = false;
  watcher.on('framenavigated', (frame) => {
    if (frame === watcher.mainFrame()) reloaded = true;
  });

  const design = planner.getByRole('button', { name: /^Design, / });
  await design.focus();
  await planner.keyboard.press('ArrowRight');
  await planner.keyboard.press('Enter');
  const dialog = planner.getByRole('dialog', { name: 'Move Design?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Build:/ })).toContainText(
    written(dayFromToday(5)),
  );
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  const buildAfter = `Build, ${onBar(dayFromToday(5))} – `;
  await expect(watcher.locator(`[aria-label^="${buildAfter}"]`)).toBeVisible({ timeout: 5_000 });
  expect(reloaded).toBe(false);
  await planner.context().close();
  await watcher.context().close();
});

test('the Gantt tab in Arabic on a 375 px phone: time runs right to left and the chart scrolls in its own box', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, projectId } = await linkedProject(request);
  const page = await signedIn(browser, owner, 'ar');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/projects/${projectId}?tab=gantt`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region').filter({ hasText: 'Design' }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  const path = testInfo.outputPath('gantt-tab-ar-375.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('gantt-tab-ar-375', { path, contentType: 'image/png' });
  await page.context().close();
});

test('a task dragged on the Gantt is previewed with its dependent, and the dependent moves in another member’s tab', async ({
  browser,
  request,
}) => {
  const { owner, member, projectId } = await linkedProject(request);
  const planner = await signedIn(browser, owner);
  const watcher = await signedIn(browser, member);
  await planner.goto(`/dashboard/projects/${projectId}?tab=gantt`);
  await watcher.goto(`/dashboard/projects/${projectId}?tab=gantt`);
  const buildBefore = `Build, ${onBar(dayFromToday(4))} – `;
  await expect(watcher.locator(`[aria-label^="${buildBefore}"]`)).toBeVisible();

  // Drag Design well to the right (several days at any scale) and let go.
  const design = planner.getByRole('button', { name: /^Design, / });
  const box = (await design.boundingBox())!;
  await planner.mouse.move(box.x + 6, box.y + box.height / 2);
  await planner.mouse.down();
  await planner.mouse.move(box.x + 6 + 120, box.y + box.height / 2, { steps: 12 });
  await planner.mouse.up();
  const dialog = planner.getByRole('dialog', { name: 'Move Design?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Build:/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  // The member's open tab redraws Build at its new days, live.
  await expect(watcher.locator(`[aria-label^="${buildBefore}"]`)).toHaveCount(0, {
    timeout: 5_000,
  });
  await expect(watcher.locator('[aria-label^="Build, "]')).toBeVisible();
  await planner.context().close();
  await watcher.context().close();
});
