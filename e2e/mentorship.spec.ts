import { expect, test, type Browser, type Page } from '@playwright/test';
import { newPerson, registerViaApi, signInWithForm } from './helpers.ts';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

/** A signed-in page in its own browser context (its own storage: a second person). */
async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page, person.email, person.password);
  return page;
}

const balance = (page: Page) => page.getByTestId('balance');

test('A finds B by search and requests a session; B accepts; both complete and rate it; the cost moves from A to B', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await registerViaApi(request, newPerson('mentee'));
  const b = await registerViaApi(request, newPerson('mentor'));
  for (const person of [a, b]) {
    const bio = await request.put('/api/auth/profile', {
      headers: { Authorization: `Bearer ${person.access_token}` },
      data: { bio: `I am ${person.name}` },
    });
    expect(bio.status()).toBe(200);
  }

  // B offers mentoring in TypeScript from Settings.
  const mentor = await signedIn(browser, b);
  await mentor.goto('/dashboard/settings?tab=profile');
  await mentor.getByRole('checkbox', { name: 'I offer mentoring' }).check();
  await mentor.getByRole('searchbox', { name: 'Search skills' }).fill('TypeScript');
  await mentor.getByRole('button', { name: 'TypeScript', exact: true }).click();
  await mentor.getByRole('button', { name: 'Save mentoring profile' }).click();
  await expect(mentor.getByText('Mentoring profile saved')).toBeVisible();
  await mentor.goto('/dashboard/mentorship');
  await expect(balance(mentor)).toContainText('10 credits');

  // A finds B by skill and requests a 60-minute session (2 credits) from the result.
  const mentee = await signedIn(browser, a);
  await mentee.goto('/dashboard/mentorship');
  await expect(balance(mentee)).toContainText('10 credits');
  await mentee.getByRole('button', { name: 'Find Mentors' }).click();
  const search = mentee.getByRole('region', { name: 'Find Mentors' });
  await search.getByRole('searchbox', { name: 'Search skills' }).fill('TypeScript');
  await search.getByRole('button', { name: 'TypeScript', exact: true }).click();
  const result = mentee.getByTestId(`mentor-${b.user.id}`);
  await expect(result).toContainText(b.name);
  await expect(result).toContainText('% match');
  await result.getByRole('button', { name: `Request session with ${b.name}` }).click();
  const wizard = mentee.getByRole('dialog', { name: 'Request Session' });
  await expect(wizard).toContainText(`Request to ${b.name}`);
  await wizard.getByRole('textbox', { name: 'Topic' }).fill('Typing a reducer');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('searchbox', { name: 'Search skills' }).fill('TypeScript');
  await wizard.getByRole('button', { name: 'TypeScript', exact: true }).click();
  await wizard.getByRole('radio', { name: '60 min · 2 credits' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Request Session' }).click();
  await expect(wizard).toBeHidden();
  await expect(balance(mentee)).toContainText('8 credits');

  // B sees the request arrive without a reload, and accepts it.
  const atMentor = mentor.getByRole('listitem').filter({ hasText: 'Typing a reducer' }).first();
  await expect(atMentor).toContainText('Pending Match');
  await atMentor.getByRole('button', { name: 'Accept' }).click();
  await expect(atMentor).toContainText('Scheduled');
  await expect(atMentor.getByRole('link', { name: 'Join' })).toBeVisible();

  // A sees it scheduled, starts it; B completes it.
  const atMentee = mentee.getByRole('listitem').filter({ hasText: 'Typing a reducer' }).first();
  await expect(atMentee).toContainText('Scheduled');
  await atMentee.getByRole('button', { name: 'Start' }).click();
  await expect(atMentor).toContainText('In Progress');
  await atMentor.getByRole('button', { name: 'Complete' }).click();
  await expect(atMentee).toContainText('Completed');

  // Both rate it.
  for (const [page, card, text] of [
    [mentee, atMentee, 'Clear and patient'],
    [mentor, atMentor, 'Well prepared'],
  ] as const) {
    await card.getByRole('button', { name: 'Rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate the session' });
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill(text);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Rate' })).toHaveCount(0);
  }

  // The cost moved once: A paid 2, B earned 2. B reads what A wrote about them.
  await expect(balance(mentee)).toContainText('8 credits');
  await expect(balance(mentor)).toContainText('12 credits');
  await atMentor.getByText('Feedback', { exact: true }).click();
  await expect(atMentor).toContainText('Clear and patient');
  await mentee.context().close();
  await mentor.context().close();
});
