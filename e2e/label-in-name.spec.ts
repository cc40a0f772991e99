import { expect, test, type Page } from '@playwright/test';
import { expectVisibleLabelsInNames, newPerson, registerViaApi } from './helpers.ts';

/** 'YYYY-MM-DD' of the 15th of this month, always in the month grid the calendar opens on. */
function fifteenth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
}

/** Opens a screen and checks it once its requests have settled. */
async function checkScreen(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await expectVisibleLabelsInNames(page, path);
}

// WCAG 2.5.3 in every language: the Arabic and Russian names start with their own visible text.
// English is checked along the flows of the other specs; these walk the same main screens.
for (const language of ['ar', 'ru'] as const) {
  test(`visible labels are part of the accessible names in ${language}`, async ({
    page,
    request,
  }) => {
    // One walk over some twenty screens: more than one ordinary test's time.
    test.slow();
    const owner = await registerViaApi(request, newPerson('names'));
    const guest = await registerViaApi(request, newPerson('invitee'));
    const headers = { Authorization: `Bearer ${owner.access_token}` };
    const projectRes = await request.post('/api/projects', {
      headers,
      data: { name: 'Label project' },
    });
    expect(projectRes.status()).toBe(201);
    const project = (await projectRes.json()) as { id: string };
    const taskRes = await request.post('/api/tasks', {
      headers,
      data: {
        title: 'Label task',
        description: 'What the card shows',
        project_id: project.id,
        assignee_id: owner.user.id,
        due_date: `${fifteenth()}T00:00:00.000Z`,
      },
    });
    expect(taskRes.status()).toBe(201);
    const inviteRes = await request.post(`/api/projects/${project.id}/invitations`, {
      headers,
      // By the address typed: the team page shows it to the owner who typed it (a pending
      // invitation picked by account would show a stranger's name but not their address).
      data: { email: guest.email, role: 'member' },
    });
    expect(inviteRes.status()).toBe(201);
    const threadRes = await request.post('/api/threads', {
      headers,
      data: { title: 'Label thread', context_type: 'project', context_id: project.id },
    });
    expect(threadRes.status()).toBe(201);
    const thread = (await threadRes.json()) as { id: string };
    const messageRes = await request.post('/api/messages', {
      headers,
      data: { thread_id: thread.id, content: 'Label **message**', content_type: 'text' },
    });
    expect(messageRes.status()).toBe(201);

    await page.goto('/');
    await page.evaluate(
      ({ session, language }) => {
        localStorage.setItem('access_token', session.access_token);
        localStorage.setItem('refresh_token', session.refresh_token);
        localStorage.setItem('user', JSON.stringify(session.user));
        localStorage.setItem('i18nextLng', language);
      },
      { session: owner, language },
    );

    const base = `/dashboard/projects/${project.id}`;
    const card = (p: Page) => p.getByTestId('task-card').first();
    await checkScreen(page, '/', (p) =>
      expect(p.locator('html')).toHaveAttribute('lang', language),
    );
    await checkScreen(page, '/dashboard', (p) =>
      expect(p.getByText('Label project').first()).toBeVisible(),
    );
    await checkScreen(page, '/dashboard/projects', (p) =>
      expect(p.getByText('Label project').first()).toBeVisible(),
    );
    await checkScreen(page, base, (p) =>
      expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    await checkScreen(page, `${base}/tasks`, (p) => expect(card(p)).toBeVisible());
    await checkScreen(page, `${base}/team`, (p) =>
      expect(p.getByText(guest.email).first()).toBeVisible(),
    );
    await checkScreen(page, '/dashboard/tasks', (p) =>
      expect(p.getByTestId('task-row').first()).toBeVisible(),
    );

    // The chat: the inbox with a thread open, and the project's chat tab.
    await checkScreen(page, `/dashboard/inbox?thread=${thread.id}`, (p) =>
      expect(p.getByText('message', { exact: true })).toBeVisible(),
    );
    await checkScreen(page, `${base}?tab=chat`, (p) =>
      expect(p.getByText('Label thread').first()).toBeVisible(),
    );

    // Time, files and resources.
    await checkScreen(page, `${base}?tab=time`, (p) =>
      expect(p.getByRole('table').first()).toBeVisible(),
    );
    await checkScreen(page, `${base}?tab=files`, (p) =>
      expect(p.getByRole('searchbox').or(p.getByRole('textbox')).first()).toBeVisible(),
    );
    await checkScreen(page, `${base}?tab=resources`, (p) =>
      expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible(),
    );

    // Notifications and Settings (preferences, this device's alerts and push).
    await checkScreen(page, '/dashboard/notifications', (p) =>
      expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    for (const tab of ['profile', 'notifications', 'billing', 'appearance']) {
      await checkScreen(page, `/dashboard/settings?tab=${tab}`, (p) =>
        expect(p.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible(),
      );
    }

    // The calendar, a day's dialog and a task's detail (with its copy-ID button).
    await page.goto('/dashboard');
    await page.locator('main [aria-pressed]').nth(1).click();
    const day = page.locator(`[data-day="${fifteenth()}"]`);
    await expect(day.getByText('Label task')).toBeVisible();
    await expectVisibleLabelsInNames(page, 'the calendar');
    await day.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectVisibleLabelsInNames(page, "the day's dialog");
    await dialog.getByRole('button', { name: /Label task/ }).click();
    await expect(page.getByRole('dialog', { name: 'Label task' })).toBeVisible();
    await expectVisibleLabelsInNames(page, 'the task detail');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Label task' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The account menu, open.
    await page
      .getByRole('button', { name: new RegExp(`^${owner.name} ${owner.email}`) })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectVisibleLabelsInNames(page, 'the account menu');
  });
}
