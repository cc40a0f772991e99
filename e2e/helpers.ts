import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'Str0ng!pass';

/** A unique person for one test. */
export function newPerson(prefix = 'e2e') {
  const id = randomUUID().slice(0, 8);
  return { name: `${prefix} ${id}`, email: `${prefix}-${id}@example.test`, password: PASSWORD };
}

/** Creates an account through the API (faster than the form when the form is not under test). */
export async function registerViaApi(request: APIRequestContext, person = newPerson()) {
  const res = await request.post('/api/auth/register', { data: person });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { ...person, ...(await res.json()) } as ReturnType<typeof newPerson> & {
    access_token: string;
    refresh_token: string;
    user: { id: string; name: string; email: string };
  };
}

/** Signs in through the sign-in screen. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL('**/dashboard');
}
