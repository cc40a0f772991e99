import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectVisibleLabelsInNames,
  newPerson,
  registerViaApi,
  signInWithForm,
} from './helpers.ts';

/** Creates a project through the API as the given user; returns its id. */
async function createProjectViaApi(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('owner creates a project and invites a second user, who accepts and sees it; a non-owner cannot open /advanced', async ({
  browser,
  page,
  request,
}) => {
  const owner = await registerViaApi(request, newPerson('owner'));
  const guest = await registerViaApi(request, newPerson('guest'));
  const projectName = `Apollo ${owner.user.id.slice(0, 6)}`;

  await signInWithForm(page, owner.email, owner.password);
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the empty projects list');

  // Create: an empty name is refused with the spec's text, then the real one goes through.
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Please enter a project name')).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the new-project dialog');
  await dialog.getByLabel('Project name').fill(projectName);
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await page.waitForURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const projectUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText(/created the project/)).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the project overview');

  // Invite the second user from the team tab (search finds an exact e-mail match).
  await page.getByRole('main').getByRole('link', { name: 'Team', exact: true }).first().click();
  await page.waitForURL(`**${projectUrl}/team`);
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Add Team Member' });
  await invite.getByLabel('Name or e-mail').fill(guest.email);
  await invite.getByRole('option', { name: new RegExp(guest.name) }).click();
  await invite.getByLabel('Role').selectOption('member');
  await invite.getByLabel('Welcome message (optional)').fill('Welcome aboard');
  await expectVisibleLabelsInNames(page, 'the invite dialog');
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText('Your invites are on the way!')).toBeVisible();
  await expect(page.getByText('Pending Invite')).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the team tab');

  // The second user sees the invitation on the projects page and accepts it.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await signInWithForm(guestPage, guest.email, guest.password);
  await guestPage.goto('/dashboard/projects');
  await expect(
    // Names in translated sentences are wrapped in Unicode isolates (U+2068/U+2069).
    guestPage.getByText(new RegExp(`invited you to \u2068?${projectName}`)),
  ).toBeVisible();
  await expectVisibleLabelsInNames(guestPage, 'the projects list with an invitation');
  // The invitation also pops up as a fresh notification (with its own Accept): use the page's.
  await expect(guestPage.getByRole('region', { name: 'New invitation' })).toBeVisible();
  await guestPage.getByRole('main').getByRole('button', { name: 'Accept' }).click();
  await expect(guestPage.getByText('Invitation accepted! Opening the project...')).toBeVisible();
  await guestPage.waitForURL(`**${projectUrl}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(guestPage.getByText('Your role: Team Member')).toBeVisible();

  // The project is now in the guest's list too.
  await guestPage.goto('/dashboard/projects');
  await expect(guestPage.getByRole('link', { name: projectName })).toBeVisible();
  await expectVisibleLabelsInNames(guestPage, 'the projects list');

  // A non-owner has no Advanced tab and is sent back to the overview from its address.
  await guestPage.goto(`${projectUrl}/advanced`);
  await guestPage.waitForURL((url) => url.pathname === projectUrl);
  await expect(guestPage.getByText('Only the project owner can delete this project')).toBeVisible();
  await expect(guestPage.getByRole('link', { name: 'Advanced' })).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: 'Delete Project' })).toHaveCount(0);

  // The owner sees the new member in the team.
  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(guest.name) })).toBeVisible();
  await expectVisibleLabelsInNames(page, 'the team tab with a member');
  await guestContext.close();
});

test('the owner deletes a project only after typing its exact name', async ({ page, request }) => {
  const owner = await registerViaApi(request, newPerson('deleter'));
  const name = `Gemini ${owner.user.id.slice(0, 6)}`;
  const id = await createProjectViaApi(request, owner.access_token, name);

  await signInWithForm(page, owner.email, owner.password);
  await page.goto(`/dashboard/projects/${id}/advanced`);
  await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Project' }).click();

  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
  const field = dialog.getByRole('textbox');
  await expect(confirm).toBeDisabled();
  await field.fill(name.toLowerCase());
  await expect(confirm).toBeDisabled();
  await field.fill(name);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await page.waitForURL((url) => url.pathname === '/dashboard/projects');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  const res = await request.get(`/api/projects/${id}`, {
    headers: { Authorization: `Bearer ${owner.access_token}` },
  });
  expect(res.status()).toBe(404);
});
