import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../apps/web/src/i18n/locales/en/index.ts';
import { ar } from '../apps/web/src/i18n/locales/ar/index.ts';
import { ru } from '../apps/web/src/i18n/locales/ru/index.ts';
import { NAME_MAX_LENGTH } from '../packages/shared/src/limits.ts';
import { TASK_TITLE_MAX_LENGTH } from '../packages/shared/src/contracts/tasks.ts';
import { THREAD_TITLE_MAX_LENGTH } from '../packages/shared/src/contracts/chat.ts';
import {
  FILE_NAME_MAX_LENGTH,
  FILE_VERSION_FIELD,
} from '../packages/shared/src/contracts/files.ts';
import { joinProjectViaApi, newPerson, registerViaApi } from './helpers.ts';

// A walk over every page of the app in each language at a desktop and a phone width. It fails
// on a page wider than the window, on a long name running out of its box, on English interface text left on an Arabic or Russian page,
// and on any console error or uncaught exception.

type Person = Awaited<ReturnType<typeof registerViaApi>>;
type Catalogue = { [key: string]: string | Catalogue };

const WIDTHS = [1366, 375] as const;
const LANGUAGES = { en, ar, ru } as const;
type Language = keyof typeof LANGUAGES;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every text of a catalogue, by its dotted key. */
function texts(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value, path)) found.set(inner, text);
  }
  return found;
}

/**
 * The English interface phrases that must not appear on a page in `language`: each English
 * text's fixed parts (placeholders cut out), of two words or more, that the language's own
 * catalogue does not also use (brand and format names such as "Markdown" or "CSV" stay as they
 * are in every language).
 */
function englishPhrases(language: Exclude<Language, 'en'>): string[] {
  const own = [...texts(LANGUAGES[language] as Catalogue).values()].join('\n');
  const phrases = new Set<string>();
  for (const text of texts(en as Catalogue).values()) {
    for (const part of text.split(/\{\{[^}]*\}\}|<\/?\d+>|\n/)) {
      const phrase = part.replace(/\s+/g, ' ').trim();
      const words = phrase.split(' ').filter((word) => /\p{Script=Latin}{2,}/u.test(word));
      // One word counts from four letters on ("Tasks", not "OK").
      const long = words.length >= 2 || /^\p{Script=Latin}{4,}$/u.test(phrase);
      if (!long || own.includes(phrase)) continue;
      phrases.add(phrase);
    }
  }
  return [...phrases];
}

/**
 * A name of `length` characters with no space to break at, like a long German compound, so the
 * walk sees how every page copes with the longest name the server accepts. The marker `Zq7`
 * starts each one so the walk can find where they are shown.
 */
function unbroken(length: number): string {
  const word = 'Zq7Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherung';
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}

const LONG_NAME_MARKER = 'Zq7Donau';

/**
 * The people and work a team would have: a project with a task, a thread, a message, a folder
 * and a file. The project, task, peer, folder and file carry the longest unbroken names the
 * server accepts (names stop at 200 characters even where the server takes more).
 */
async function team(request: APIRequestContext) {
  const owner = await registerViaApi(request, newPerson('walker'));
  const member = await registerViaApi(request, {
    ...newPerson('peer'),
    name: unbroken(NAME_MAX_LENGTH),
  });
  const created = await request.post('/api/projects', {
    headers: auth(owner.access_token),
    data: { name: unbroken(NAME_MAX_LENGTH), description: 'Zq7 notes' },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  await joinProjectViaApi(request, owner, member, projectId);
  const task = await request.post('/api/tasks', {
    headers: auth(owner.access_token),
    data: {
      title: unbroken(Math.min(TASK_TITLE_MAX_LENGTH, 200)),
      project_id: projectId,
      assignee_id: member.user.id,
    },
  });
  expect(task.status()).toBe(201);
  const thread = await request.post('/api/threads', {
    headers: auth(owner.access_token),
    data: {
      title: unbroken(THREAD_TITLE_MAX_LENGTH),
      context_type: 'project',
      context_id: projectId,
    },
  });
  expect(thread.status()).toBe(201);
  const threadId = ((await thread.json()) as { id: string }).id;
  const sent = await request.post('/api/messages', {
    headers: auth(member.access_token),
    data: { thread_id: threadId, content: `Zq7 @${owner.name}`, mentions: [owner.user.id] },
  });
  expect(sent.status()).toBe(201);
  const fileName = Math.min(FILE_NAME_MAX_LENGTH, 200);
  const folder = await request.post('/api/files', {
    headers: auth(owner.access_token),
    data: { name: unbroken(fileName), project_id: projectId, file_type: 'folder' },
  });
  expect(folder.status()).toBe(201);
  const file = await request.post('/api/files', {
    headers: auth(member.access_token),
    data: { name: `${unbroken(fileName - 4)}.txt`, project_id: projectId, file_type: 'document' },
  });
  expect(file.status()).toBe(201);
  const fileId = ((await file.json()) as { id: string }).id;
  const version = await request.post(`/api/files/${fileId}/versions`, {
    headers: auth(member.access_token),
    multipart: {
      [FILE_VERSION_FIELD]: {
        name: `${unbroken(fileName - 4)}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from('Zq7 notes\n'),
      },
    },
  });
  expect(version.status()).toBe(201);
  return { owner, member, projectId, threadId };
}

/** Public pages and the signed-out forms. */
const PUBLIC_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/resources',
  '/demo',
  '/legal/privacy',
  '/legal/terms',
  '/auth/login',
  '/auth/signup',
  '/auth/reset-password',
  '/auth/verify-email',
];

const NOT_FOUND_PAGE = '/dashboard/no-such-page';

/** The signed-in pages, with the team's ids filled in. */
function appPages(ids: { projectId: string; threadId: string; userId: string }): string[] {
  const project = `/dashboard/projects/${ids.projectId}`;
  return [
    '/dashboard',
    '/dashboard/projects',
    project,
    `${project}/tasks`,
    `${project}/team`,
    `${project}/advanced`,
    `${project}?tab=chat`,
    `${project}?tab=time`,
    `${project}?tab=files`,
    `${project}?tab=resources`,
    `${project}?tab=milestones`,
    `${project}?tab=gantt`,
    '/dashboard/tasks',
    `/dashboard/inbox?thread=${ids.threadId}`,
    '/dashboard/notifications',
    '/dashboard/files',
    '/dashboard/team',
    `/dashboard/users/${ids.userId}`,
    '/dashboard/roadmaps',
    '/dashboard/data-visualization',
    '/dashboard/mentorship',
    '/dashboard/settings?tab=profile',
    '/dashboard/settings?tab=notifications',
    '/dashboard/settings?tab=security',
    '/dashboard/settings?tab=appearance',
    '/dashboard/settings?tab=billing',
    NOT_FOUND_PAGE,
  ];
}

type Finding = string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Opens a page, lets it settle, and lists what is wrong with it. */
async function inspect(
  page: Page,
  path: string,
  language: Language,
  phrases: readonly string[],
  errors: string[],
): Promise<Finding[]> {
  errors.length = 0;
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const findings: Finding[] = errors
    // The unknown page's own document answers 404 by design; the browser logs that.
    .filter((error) => !(path === NOT_FOUND_PAGE && error.includes('status of 404')))
    .map((error) => `${path}: console: ${error}`);
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return null;
    // What reaches past the window: elements, and text running out of its element.
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => getComputedStyle(element).position !== 'fixed')
      .slice(-2)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && wide.length < 4; node = walker.nextNode()) {
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > width + 1) {
        wide.push(`text "${(node.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return `${document.documentElement.scrollWidth} px wide (${wide.join(', ')})`;
  });
  if (overflow) findings.push(`${path}: overflows: ${overflow}`);
  const spilled = await page.evaluate((marker) => {
    // A long name must be cut with an ellipsis or wrapped inside its box: text that runs past a
    // box that does not clip it covers its neighbours, and text cut by some outer box (or
    // squeezed to nothing by its neighbours) cannot be read, even when the page keeps its width.
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && found.length < 3; node = walker.nextNode()) {
      // Chart labels are drawn by the chart, which places them itself; a chart's table kept
      // for screen readers only (visually hidden) is not seen at all.
      if (!node.textContent?.includes(marker)) continue;
      if (node.parentElement?.closest('svg, .sr-only')) continue;
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      let box = node.parentElement;
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) {
        box = box.parentElement;
      }
      if (!box) continue;
      const edge = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible') {
        if (text.right > edge.right + 1 || text.left < edge.left - 1) {
          found.push(
            `${describe(box)} spills (${Math.round(text.width)} px in ${Math.round(edge.width)} px)`,
          );
        }
        // The first box that clips the name must cut it with an ellipsis or let it scroll.
        let clip: HTMLElement | null = box.parentElement;
        while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
        if (!clip || clip === document.body || clip === document.documentElement) continue;
        const clipStyle = getComputedStyle(clip);
        const scrolls = ['auto', 'scroll'].includes(clipStyle.overflowX);
        const clipEdge = clip.getBoundingClientRect();
        if (!scrolls && (text.right > clipEdge.right + 1 || text.left < clipEdge.left - 1)) {
          found.push(`${describe(clip)} cuts it without an ellipsis`);
        }
        // A 1-pixel box is text for screen readers only, hidden on purpose.
      } else if (edge.width > 1 && edge.width < 40 && text.width > edge.width + 1) {
        found.push(`${describe(box)} squeezed to ${Math.round(edge.width)} px`);
      }
    }
    return found;
  }, LONG_NAME_MARKER);
  if (spilled.length > 0) findings.push(`${path}: long name spills: ${spilled.join(', ')}`);
  if (phrases.length > 0) {
    const shown = await page.evaluate(() => {
      // Visible text, and the names and descriptions assistive technology reads.
      const labels = Array.from(
        document.querySelectorAll('[aria-label],[title],[placeholder]'),
      ).map((element) =>
        [
          element.getAttribute('aria-label'),
          element.getAttribute('title'),
          element.getAttribute('placeholder'),
        ].join('\n'),
      );
      // Text marked as English on purpose (the skills catalogue's names) is not interface text.
      let text = document.body.innerText;
      for (const english of Array.from(
        document.querySelectorAll<HTMLElement>('body [lang="en"]'),
      )) {
        text = text.replace(english.innerText, '');
      }
      return `${text}\n${labels.join('\n')}`.replace(/[ \t]+/g, ' ');
    });
    // Whole words only: "Tasks" is not found inside "Subtasks".
    const left = phrases.filter((phrase) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(shown),
    );
    if (left.length > 0) findings.push(`${path}: English left: ${left.slice(0, 5).join(' | ')}`);
  }
  return findings;
}

/** The Tasks screen's filter menu lists every project by its name: it must stay in the window. */
async function inspectFilterMenu(page: Page, language: Language, width: number) {
  await page.goto('/dashboard/tasks');
  const filter = page.getByRole('button', { name: LANGUAGES[language].tasks.screen.filter });
  await filter.click();
  const box = await page.getByRole('menu').boundingBox();
  await page.keyboard.press('Escape');
  if (box && box.x >= 0 && box.x + box.width <= width + 1) return [];
  return [`/dashboard/tasks: the filter menu spills out of the window (${JSON.stringify(box)})`];
}

/** A page that collects its console errors and uncaught exceptions into `errors`. */
function watchErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

for (const language of Object.keys(LANGUAGES) as Language[]) {
  for (const width of WIDTHS) {
    test(`every page in ${language} at ${width} px: no overflow, no English left, no console error`, async ({
      browser,
      request,
    }) => {
      // Some forty pages, each until its requests settle.
      test.slow();
      const phrases = language === 'en' ? [] : englishPhrases(language);
      const { owner, member, projectId, threadId } = await team(request);
      const context = await browser.newContext({
        viewport: { width, height: width > 400 ? 800 : 740 },
        locale: language,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      watchErrors(page, errors);
      await page.goto('/');
      await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), language);

      const findings: Finding[] = [];
      for (const path of PUBLIC_PAGES) {
        findings.push(...(await inspect(page, path, language, phrases, errors)));
      }
      await signIn(page, owner);
      for (const path of appPages({ projectId, threadId, userId: member.user.id })) {
        findings.push(...(await inspect(page, path, language, phrases, errors)));
      }
      findings.push(...(await inspectFilterMenu(page, language, width)));
      expect(findings, `pages in ${language} at ${width} px`).toEqual([]);
      await context.close();
    });
  }
}

/** Signs in by putting the session in storage (the form is checked by other specs). */
async function signIn(page: Page, person: Person) {
  await page.evaluate((session) => {
    localStorage.setItem('access_token', session.access_token);
    localStorage.setItem('refresh_token', session.refresh_token);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, person);
}
