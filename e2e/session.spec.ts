import { expect, test } from '@playwright/test';
import { expectVisibleLabelsInNames, newPerson } from './helpers.ts';

test('register, reload and stay signed in, then log out', async ({ page }) => {
  const person = newPerson('session');
  await page.goto('/auth/signup');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await page.waitForURL('**/dashboard');
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`Good (morning|afternoon|evening), ${person.name}`),
    }),
  ).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: new RegExp(person.name) })).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the dashboard');

  const stored = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(stored).toBeTruthy();

  // The account menu is named by the name and e-mail it shows.
  await page
    .getByRole('button', { name: `${person.name} ${person.email}, account menu`, exact: true })
    .first()
    .click();
  await expectVisibleLabelsInNames(page, 'the open account menu');
  await page
    .getByRole('menuitem', { name: /log ?out|sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(auth\/login)?$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The server revoked the refresh token too: it cannot be used again.
  const res = await page.request.post('/api/auth/refresh', { data: { refresh_token: stored } });
  expect(res.status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});
