import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Download,
  type Page,
} from '@playwright/test';
import {
  card,
  column,
  expectVisibleLabelsInNames,
  joinProjectViaApi,
  mouseDrag,
  newPerson,
  registerViaApi,
  signInWithForm,
} from './helpers.ts';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The calendar day `offset` days from today, in UTC (the zone of a project whose owner chose none). */
function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A project with real history made through the API: an owner and a member, a sprint that began
 * four days ago and ends in five, eight tasks in it (two finished, two in progress, one in review,
 * one overdue), and two tasks outside it.
 */
async function seededProject(request: APIRequestContext) {
  const owner = await registerViaApi(request, newPerson('owner'));
  const member = await registerViaApi(request, newPerson('member'));
  const created = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: `Charts ${owner.user.id.slice(0, 6)}` },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  await joinProjectViaApi(request, owner, member, projectId);
  const sprint = await request.post(`/api/projects/${projectId}/sprints`, {
    headers: auth(owner.access_token),
    data: { name: 'Sprint One', start_date: dayFromToday(-4), end_date: dayFromToday(5) },
  });
  expect(sprint.status()).toBe(201);
  const sprintId = ((await sprint.json()) as { id: string }).id;
  const plan: {
    title: string;
    status: string;
    assignee?: Person;
    due?: number;
    sprint: boolean;
  }[] = [
    { title: 'Finish me live', status: 'todo', assignee: member, sprint: true },
    { title: 'Write the brief', status: 'done', assignee: owner, sprint: true },
    { title: 'Draw the mock-ups', status: 'done', assignee: member, sprint: true },
    { title: 'Build the form', status: 'in_progress', assignee: member, sprint: true },
    { title: 'Review the copy', status: 'in_review', assignee: owner, sprint: true },
    { title: 'Fix the footer', status: 'in_progress', assignee: member, sprint: true },
    { title: 'Late invoice', status: 'todo', assignee: member, due: -3, sprint: true },
    { title: 'Plan the launch', status: 'todo', sprint: true },
    { title: 'Backlog idea', status: 'todo', sprint: false },
    { title: 'Another idea', status: 'todo', assignee: member, sprint: false },
  ];
  for (const item of plan) {
    const task = await request.post('/api/tasks', {
      headers: auth(owner.access_token),
      data: {
        title: item.title,
        project_id: projectId,
        ...(item.sprint ? { sprint_id: sprintId } : {}),
        ...(item.assignee ? { assignee_id: item.assignee.user.id } : {}),
        ...(item.due !== undefined ? { due_date: dayFromToday(item.due) } : {}),
      },
    });
    expect(task.status(), await task.text()).toBe(201);
    const taskId = ((await task.json()) as { id: string }).id;
    // Through In Progress first, so finished tasks have a cycle time.
    for (const status of ['in_progress', item.status]) {
      if (item.status === 'todo') break;
      const moved = await request.put(`/api/tasks/${taskId}`, {
        headers: auth(owner.access_token),
        data: { status },
      });
      expect(moved.status()).toBe(200);
    }
  }
  return { owner, member, projectId };
}

/** The bytes of a file the page downloaded. */
async function readDownload(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

/** The row of the burndown table for today, found by its day (the row's header cell). */
function todayRow(page: Page, locale: string) {
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(),
  );
  // The burndown's own table comes first in the panel; the scope changes are listed after it.
  return page
    .getByRole('tabpanel')
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: today, exact: true }) });
}

const BURNDOWN_TAB = { en: 'Burndown Charts', ar: 'مخططات الإنجاز' } as const;

for (const language of ['en', 'ar'] as const) {
  test(`every chart drawn from the project's real history, in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
    browser,
    request,
  }, testInfo) => {
    const { owner, projectId } = await seededProject(request);
    const page = await signedIn(browser, owner, language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/data-visualization');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // Kept in the test's output folder and attached to the report, to look at after a run.
    const shot = async (name: string) => {
      const path = testInfo.outputPath(`${name}-${language}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${name}-${language}`, { path, contentType: 'image/png' });
    };

    // All Projects: progress and status mix of the one project (2 of its 10 tasks done).
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /Charts/ })
        .first(),
    ).toBeVisible();
    await shot('overview-all-projects');

    const picker = page
      .getByRole('combobox')
      .filter({ has: page.locator(`option[value="${projectId}"]`) });
    await picker.selectOption(projectId);
    await expect(page.getByRole('tab')).not.toHaveCount(1);
    // The project's risk: the overdue task is listed and links to the task.
    await expect(page.getByRole('link', { name: /^Late invoice/ })).toBeVisible();
    await shot('overview-project');
    await expectVisibleLabelsInNames(page, `the project overview (${language})`);

    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let index = 1; index < count; index += 1) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('img').first()).toBeVisible();
      await page.waitForTimeout(1_600); // Recharts animates its drawing for 1.5 s.
      await shot(`tab-${index}`);
    }

    // The sprint's burndown: today's row says two of eight tasks are done.
    const sprintPicker = page
      .getByRole('combobox')
      .filter({ has: page.locator('option', { hasText: 'Sprint One' }) });
    await sprintPicker.selectOption({ label: 'Sprint One' });
    await page.getByRole('tab', { name: BURNDOWN_TAB[language] }).click();
    const row = todayRow(page, language === 'en' ? 'en' : 'ar');
    await expect(row).toHaveCount(1);
    // Arabic as the app formats it ('ar' in CLDR) writes Western digits.
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    await page.waitForTimeout(1_600);
    await shot('sprint-burndown');

    // The chart's downloads in a real browser: the PNG is an image, the CSV the table's rows.
    if (language === 'en') {
      const figure = page.getByRole('figure').filter({ hasText: 'Burndown of Sprint One' });
      const png = page.waitForEvent('download');
      await figure.getByRole('button', { name: /^PNG/ }).click();
      const image = await readDownload(await png);
      expect(image.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(image.length).toBeGreaterThan(5_000);
      const csv = page.waitForEvent('download');
      await figure.getByRole('button', { name: /^CSV/ }).click();
      const text = (await readDownload(await csv)).toString('utf8');
      expect(text.startsWith('\uFEFFDay,Remaining,Ideal,Done,Total (burnup)\r\n')).toBe(true);
    }

    // On a 375 px phone every tab fits the screen: charts and tables scroll in their own boxes,
    // and the keyboard's arrows move between the tabs.
    await page.setViewportSize({ width: 375, height: 800 });
    for (let index = 0; index < count; index += 1) {
      if (index === 0) await tabs.first().click();
      else await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(index)).toBeFocused();
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `tab ${index} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    }
    await shot('phone-last-tab');
    await page.context().close();
  });
}

test('a task finished on the board in one tab moves the sprint burndown open in another, without a reload', async ({
  browser,
  request,
}) => {
  const { owner, member, projectId } = await seededProject(request);
  const board = await signedIn(browser, member);
  const charts = await signedIn(browser, owner);
  await board.goto(`/dashboard/projects/${projectId}/tasks`);
  await charts.goto('/dashboard/data-visualization');
  await charts
    .getByRole('combobox')
    .filter({ has: charts.locator(`option[value="${projectId}"]`) })
    .selectOption(projectId);
  await charts
    .getByRole('combobox')
    .filter({ has: charts.locator('option', { hasText: 'Sprint One' }) })
    .selectOption({ label: 'Sprint One' });
  await charts.getByRole('tab', { name: BURNDOWN_TAB.en }).click();
  const row = todayRow(charts, 'en');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  let reloaded = false;
  charts.on('framenavigated', (frame) => {
    if (frame === charts.mainFrame()) reloaded = true;
  });

  await mouseDrag(board, card(column(board, 'todo'), 'Finish me live'), column(board, 'done'));
  await expect(card(column(board, 'done'), 'Finish me live')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('3', { timeout: 5_000 });
  expect(reloaded).toBe(false);
  await board.context().close();
  await charts.context().close();
});
