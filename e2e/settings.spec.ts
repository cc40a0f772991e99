import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { joinProjectViaApi, newPerson, registerViaApi, signInWithForm } from './helpers.ts';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A fresh browser context signed in as `person` through the sign-in form. */
async function signedIn(browser: Browser, person: Person, viewport?: { width: number }) {
  const context = await browser.newContext(
    viewport ? { viewport: { width: viewport.width, height: 800 } } : {},
  );
  const page = await context.newPage();
  await signInWithForm(page, person.email, person.password);
  return page;
}

test('a bad social link stops the save with its message; a good one is saved with https://', async ({
  browser,
  request,
}) => {
  const person = await registerViaApi(request, newPerson('social'));
  const page = await signedIn(browser, person);
  await page.goto('/dashboard/settings?tab=profile');
  const slot = page.getByLabel('Social account 1');
  await slot.fill('ftp://files.example.com/me');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Not a valid Social account profile URL')).toBeVisible();
  const unchanged = await request.get('/api/auth/profile', { headers: auth(person.access_token) });
  expect((await unchanged.json()).social_links?.social1).toBeUndefined();

  await slot.fill('github.com/octo-person');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const saved = await request.get('/api/auth/profile', { headers: auth(person.access_token) });
  expect((await saved.json()).social_links.social1).toBe('https://github.com/octo-person');
});

test('changing the password signs the other browser out and keeps this one', async ({
  browser,
  request,
}) => {
  const person = await registerViaApi(request, newPerson('password'));
  const other: Page = await signedIn(browser, person);
  await expect(other).toHaveURL(/\/dashboard$/);
  const page = await signedIn(browser, person);
  await page.goto('/dashboard/settings?tab=security');
  const newPassword = 'N3w!passw0rd';
  await page.getByLabel('Current password').fill(person.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Every other device was signed out.'),
  ).toBeVisible();

  // The other browser's socket is closed as revoked; its refresh is refused: signed out.
  await expect(other).toHaveURL(/\/(auth\/)?login/, { timeout: 15_000 });
  // This one stays in, and the new password signs in.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/settings/);
  const again = await request.post('/api/auth/login', {
    data: { email: person.email, password: newPassword },
  });
  expect(again.status()).toBe(200);
});

test('Settings in Arabic at 375 px: right to left, every tab reachable, nothing wider than the phone', async ({
  browser,
  request,
}) => {
  const person = await registerViaApi(request, newPerson('narrow'));
  const page = await signedIn(browser, person, { width: 375 });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/dashboard/settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  for (let index = 0; index < 6; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `tab ${index} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The keyboard alone moves between tabs (arrows follow the reading direction).
  await tabs.first().click();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});

test('an avatar picked, cropped and saved shows in the header, also after a reload', async ({
  browser,
  request,
}) => {
  const person = await registerViaApi(request, newPerson('avatar'));
  const page = await signedIn(browser, person);
  await page.goto('/dashboard/settings?tab=profile');
  const header = page.locator('header');
  await expect(header.locator('img')).toHaveCount(0);

  await page.getByRole('button', { name: 'Change Avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Avatar' });
  await expect(dialog).toBeVisible();
  // A wide photo: the crop makes it square.
  const photo = await sharp({
    create: { width: 600, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByLabel('Zoom').fill('1.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const avatar = header.locator('img').first();
  await expect(avatar).toHaveAttribute('src', /\/api\/users\/.+\/avatar\?v=/);
  // The square the server made from the crop: 256 px.
  await expect
    .poll(() =>
      avatar.evaluate((img: HTMLImageElement) =>
        img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : 'loading',
      ),
    )
    .toBe('256x256');
  await page.reload();
  await expect(header.locator('img').first()).toHaveAttribute('src', /\/avatar\?v=/);
});

test('a deleted account is gone, its messages stay as "Deleted user", its e-mail registers again', async ({
  browser,
  request,
}) => {
  const ada = await registerViaApi(request, newPerson('ada'));
  const bo = await registerViaApi(request, newPerson('leaving'));
  const project = await request.post('/api/projects', {
    headers: auth(ada.access_token),
    data: { name: `Keepers ${ada.user.id.slice(0, 6)}` },
  });
  const projectId = ((await project.json()) as { id: string }).id;
  await joinProjectViaApi(request, ada, bo, projectId);
  const thread = await request.post('/api/threads', {
    headers: auth(ada.access_token),
    data: { title: 'Farewell', context_type: 'project', context_id: projectId },
  });
  const threadId = ((await thread.json()) as { id: string }).id;
  const said = await request.post('/api/messages', {
    headers: auth(bo.access_token),
    data: { thread_id: threadId, content: 'Thanks for everything', content_type: 'text' },
  });
  expect(said.status()).toBe(201);

  const page = await signedIn(browser, bo);
  await page.goto('/dashboard/settings?tab=account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Are you sure you want to delete your account? This action cannot be undone.'),
  ).toBeVisible();
  await dialog.getByLabel('Type your email address or your password to confirm').fill(bo.email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);

  const gone = await request.post('/api/auth/login', {
    data: { email: bo.email, password: bo.password },
  });
  expect(gone.status()).toBe(401);

  const reader = await signedIn(browser, ada);
  await reader.goto(`/dashboard/inbox?thread=${threadId}`);
  const message = reader
    .getByRole('log', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Thanks for everything' });
  await expect(message).toBeVisible();
  await expect(message.getByText('Deleted user')).toBeVisible();

  const again = await request.post('/api/auth/register', {
    data: { name: 'Back again', email: bo.email, password: bo.password },
  });
  expect(again.status()).toBe(201);
});
