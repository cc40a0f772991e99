import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectVisibleLabelsInNames, newPerson, registerViaApi } from './helpers.ts';

/** Puts a session into the browser's storage the way the app keeps it. */
async function storeSession(
  page: Page,
  session: { access_token: string; refresh_token: string; user: object },
) {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

test('a blank sign-in shows "Please fill in all fields."', async ({ page }) => {
  await page.goto('/auth/login');
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByLabel('Password', { exact: true }).fill('   ');
  await submit.click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();
});

test('the signup checklist ticks live', async ({ page }) => {
  await page.goto('/auth/signup');
  const password = page.getByLabel('Password', { exact: true });
  const rule = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await password.fill('abc');
  await expect(rule('8+ characters')).toHaveAttribute('data-met', 'false');
  await password.fill('abcdefgH');
  await expect(rule('8+ characters')).toHaveAttribute('data-met', 'true');
  await expect(rule('Upper & lowercase letters')).toHaveAttribute('data-met', 'true');
  await expect(rule('At least one number')).toHaveAttribute('data-met', 'false');
  await password.fill('abcdefgH1!');
  await expect(rule('At least one number')).toHaveAttribute('data-met', 'true');
  await expect(rule('At least one special character')).toHaveAttribute('data-met', 'true');
});

test('a session revoked on the server ends on /login with the session-expired message', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request, newPerson('expired'));
  await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { refresh_token: session.refresh_token },
  });
  // An access token the server refuses forces the refresh, which the server then refuses too.
  await storeSession(page, { ...session, access_token: 'not.a.valid-token' });
  await page.goto('/dashboard');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
});

test('Arabic mirrors the layout', async ({ page }, testInfo) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the Arabic sign-in');
  await testInfo.attach('login-ar', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

for (const path of ['/', '/auth/login', '/auth/signup', '/dashboard']) {
  test(`no serious or critical accessibility violation on ${path}`, async ({ page, request }) => {
    if (path === '/dashboard')
      await storeSession(page, await registerViaApi(request, newPerson('axe')));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await expectVisibleLabelsInNames(page, path);
  });
}
