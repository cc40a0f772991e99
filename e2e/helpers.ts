import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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

/**
 * Puts `member` into `owner`'s project through the API. Someone who shares no project with the
 * owner is invited rather than added (202), so they accept, as they would in the app.
 */
export async function joinProjectViaApi(
  request: APIRequestContext,
  owner: { access_token: string },
  member: { access_token: string; user: { id: string } },
  projectId: string,
  role = 'member',
) {
  const added = await request.post(`/api/projects/${projectId}/members`, {
    headers: { Authorization: `Bearer ${owner.access_token}` },
    data: { user_id: member.user.id, role },
  });
  if (added.status() === 201) return;
  expect(added.status()).toBe(202);
  const { invitation } = (await added.json()) as { invitation: { id: string } };
  const accepted = await request.put(`/api/invitations/${invitation.id}`, {
    headers: { Authorization: `Bearer ${member.access_token}` },
    data: { status: 'accepted' },
  });
  expect(accepted.status()).toBe(200);
}

/** Signs in through the sign-in screen. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL('**/dashboard');
}

/** What one control shows and what it is named, as compared by `expectVisibleLabelsInNames`. */
type LabelInName = { shown: string; name: string; missing: boolean };

/**
 * In the page: the control's visible text and its name from aria-labelledby or aria-label, both
 * read the same way (a space at every element that is not inline, as the browser renders it), and
 * whether the name lacks the visible text (compared without case, punctuation and symbols).
 */
function readLabelInName(element: Element): LabelInName {
  const read = (root: Element, visible: boolean) => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const box = node.parentElement?.getBoundingClientRect();
        // Visually hidden text (the 1-px "sr-only" box) is named but not seen.
        if (!visible || (box && box.width > 1 && box.height > 1)) parts.push(node.nodeValue ?? '');
        return;
      }
      if (!(node instanceof Element)) return;
      if (node !== root && !node.checkVisibility({ visibilityProperty: true })) return;
      // aria-hidden text is still seen, but it is not part of a name.
      if (!visible && node !== root && node.getAttribute('aria-hidden') === 'true') return;
      const display = getComputedStyle(node).display;
      const gap = display === 'inline' || display === 'contents' ? '' : ' ';
      parts.push(gap);
      node.childNodes.forEach(walk);
      parts.push(gap);
    };
    walk(root);
    return parts.join('').replace(/\s+/g, ' ').trim();
  };
  const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((ref): ref is HTMLElement => ref !== null);
  const shown = read(element, true);
  const name = labelledBy.length
    ? labelledBy.map((ref) => read(ref, false)).join(' ')
    : (element.getAttribute('aria-label') ?? '');
  const bare = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[\p{P}\p{S}\p{Cf}\s]+/gu, ' ')
      .trim()} `;
  return { shown, name, missing: !bare(name).includes(bare(shown)) };
}

/**
 * WCAG 2.5.3 Label in Name: fails, listing the offenders, when a control on the page (a button,
 * link, tab, menu item, checkbox… found by its role) has visible text that is not part of the
 * accessible name its aria-label or aria-labelledby gives it. Voice-control users say what they
 * see, so the name must contain (best: start with) the visible text.
 *
 * axe-core's `label-content-name-mismatch` rule finds them (it is experimental, so it is switched
 * on here). axe joins the text of neighbouring blocks without a space ("Jane Doejane@example.test"
 * for a name above an e-mail), so each control it reports is read again in the page with a space
 * between blocks, as shown on screen, and kept only if its name still lacks the text.
 * Only what is rendered is checked: open a menu or dialog first to check its contents.
 */
export async function expectVisibleLabelsInNames(page: Page, where = page.url()) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  const offenders: string[] = [];
  for (const node of results.violations.flatMap((violation) => violation.nodes)) {
    const selector = node.target.join(' ');
    const found = await page
      .locator(selector)
      .first()
      .evaluate(readLabelInName, undefined, { timeout: 2_000 })
      .catch(() => ({ shown: node.html.slice(0, 160), name: '?', missing: true }));
    if (found.missing) offenders.push(`${selector}: shows "${found.shown}", named "${found.name}"`);
  }
  expect(offenders, `visible text missing from the accessible name on ${where}`).toEqual([]);
}

/** The board's column of a status. */
export const column = (page: Page, status: 'todo' | 'in_progress' | 'in_review' | 'done') =>
  page.getByTestId(`column-${status}`);

/** A card by its title. */
export const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId('task-card').filter({ hasText: title });

/** Drags with real mouse moves (past the 8 px activation distance) from one box to another. */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Resolves once one of the page's sockets gets the server's hello (the socket has joined its
 * rooms, so live events reach it). Call before the page opens the app.
 */
export function socketGreeted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"hello"')) resolve();
      }),
    );
  });
}
