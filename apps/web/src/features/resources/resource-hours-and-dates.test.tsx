import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../api/projects/types.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { ru } from '../../i18n/locales/ru/index.ts';
import { ResourcesTab } from '../../pages/project/resources-tab.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';

// The test setup loads English only; the other catalogues are added as the app loads them.
i18n.addResourceBundle('ar', 'translation', ar);
i18n.addResourceBundle('ru', 'translation', ru);

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const PROJECT = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const WELDER = '0b8b5f0e-3333-4c1a-9a55-000000000003';

const HOURS = { mon: 8, tue: 8, wed: 8, thu: 8, fri: 8, sat: 0, sun: 0 };
// Open on both sides: available indefinitely with these hours.
const welder = {
  id: WELDER,
  project_id: PROJECT,
  name: 'Welder',
  type: 'equipment',
  user_id: null,
  availability: { hours_per_day: { ...HOURS, mon: 6 }, start_date: null, end_date: null },
  created: '2030-01-01T00:00:00Z',
  updated: '2030-01-01T00:00:00Z',
};
const booking = {
  id: 'a1',
  resource_id: WELDER,
  project_id: PROJECT,
  start_date: '2030-01-11',
  end_date: '2030-01-14',
  hours_per_day: 4,
  note: '',
  created: '',
  updated: '',
};

function setup(resources: unknown[] = [welder]) {
  // 2030-01-09 is a Wednesday: the grid opens on Monday 2030-01-07.
  vi.useFakeTimers({ now: new Date('2030-01-09T12:00:00Z'), toFake: ['Date'] });
  const project = { id: PROJECT, role: 'manager' } as unknown as Project;
  return renderWithApp(<ResourcesTab project={project} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on(`GET /api/resources?project_id=${PROJECT}`, () => ({
        status: 200,
        body: resources,
      }));
      server.on(`GET /api/resources/${WELDER}/allocations`, () => ({
        status: 200,
        body: [booking],
      }));
      server.on(`GET /api/projects/${PROJECT}/members`, () => ({ status: 200, body: [] }));
      server.on(`GET /api/projects/${PROJECT}/tasks`, () => ({ status: 200, body: [] }));
      server.on('POST /api/resources', (call) => ({
        status: 201,
        body: { ...welder, ...(call.body as object) },
      }));
      server.on(`PUT /api/resources/${WELDER}`, (call) => ({
        status: 200,
        body: { ...welder, ...(call.body as object) },
      }));
    },
  });
}

/** Replaces a field's text the way a person does: select all, type. */
async function retype(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const sent = (server: ReturnType<typeof setup>['server'], method: string) =>
  server.calls.filter((c) => c.method === method).map((c) => c.body);

describe('resource hours as entered', () => {
  it('creates a resource with exactly the hours typed and no dates', async () => {
    const { server } = setup([]);
    await userEvent.click(await screen.findByRole('button', { name: /^Add resource/ }));
    await userEvent.type(screen.getByLabelText('Name'), 'Welder');
    await retype('Mon', '6');
    await retype('Tue', '7.5');
    await retype('Sat', '0.1');
    await retype('Available from', '');
    await retype('Available until', '');
    await userEvent.click(screen.getByRole('button', { name: /^Save resource/ }));
    await vi.waitFor(() => expect(sent(server, 'POST')).toHaveLength(1));
    expect(sent(server, 'POST')[0]).toMatchObject({
      availability: {
        hours_per_day: { ...HOURS, mon: 6, tue: 7.5, sat: 0.1 },
        start_date: null,
        end_date: null,
      },
    });
  });

  it('shows the default it will save on a new resource, and saves just that', async () => {
    const { server } = setup([]);
    await userEvent.click(await screen.findByRole('button', { name: /^Add resource/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Mon').value).toBe('8');
    expect(screen.getByLabelText<HTMLInputElement>('Sun').value).toBe('0');
    // 90 days including today.
    expect(screen.getByLabelText<HTMLInputElement>('Available from').value).toBe('2030-01-09');
    expect(screen.getByLabelText<HTMLInputElement>('Available until').value).toBe('2030-04-08');
    await userEvent.type(screen.getByLabelText('Name'), 'Room');
    await retype('Available until', '');
    await userEvent.click(screen.getByRole('button', { name: /^Save resource/ }));
    await vi.waitFor(() => expect(sent(server, 'POST')).toHaveLength(1));
    expect(sent(server, 'POST')[0]).toMatchObject({
      availability: { hours_per_day: HOURS, start_date: '2030-01-09', end_date: null },
    });
  });

  it('edits the hours of a resource without dates and sends exactly them', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Welder' }));
    expect(screen.getByLabelText<HTMLInputElement>('Mon').value).toBe('6');
    expect(screen.getByLabelText<HTMLInputElement>('Available from').value).toBe('');
    await retype('Mon', '5.25');
    await userEvent.click(screen.getByRole('button', { name: /^Save resource/ }));
    await vi.waitFor(() => expect(sent(server, 'PUT')).toHaveLength(1));
    expect(sent(server, 'PUT')[0]).toMatchObject({
      availability: { hours_per_day: { ...HOURS, mon: 5.25 }, start_date: null, end_date: null },
    });
  });

  it('keeps the hours as they were when only the name changes', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Welder' }));
    await retype('Name', 'Big welder');
    await userEvent.click(screen.getByRole('button', { name: /^Save resource/ }));
    await vi.waitFor(() => expect(sent(server, 'PUT')).toHaveLength(1));
    expect(sent(server, 'PUT')[0]).toMatchObject({
      name: 'Big welder',
      availability: welder.availability,
    });
  });
});

// The same formatter the rest of the app uses for calendar days.
const medium = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

describe('resource dates per locale', () => {
  it.each(['en', 'ar', 'ru'])('formats every date on the Resources tab in %s', async (lang) => {
    await i18n.changeLanguage(lang);
    const bounded = {
      ...welder,
      availability: { ...welder.availability, start_date: '2030-01-02', end_date: '2030-06-30' },
    };
    setup([bounded]);
    const heading = await screen.findByRole('heading', { level: 3, name: /2030/ });
    expect(heading.textContent).toContain(medium(lang, '2030-01-07'));
    expect(heading.textContent).toContain(medium(lang, '2030-01-13'));
    const table = screen.getByRole('table', { name: new RegExp(medium(lang, '2030-01-07')) });
    const card = screen.getAllByRole('listitem')[0]!;
    await vi.waitFor(() => expect(card.textContent).toContain(medium(lang, '2030-01-14')));
    expect(card.textContent).toContain(medium(lang, '2030-01-11'));
    expect(card.textContent).toContain(medium(lang, '2030-06-30'));
    // No raw ISO day anywhere on the tab: not in the grid, the list or the headings.
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}-\d{2}\b/);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    if (lang === 'en') {
      expect(heading.textContent).toBe('Week of Jan 7, 2030 – Jan 13, 2030');
      expect(card.textContent).toContain('Available Jan 2, 2030 – Jun 30, 2030');
    }
    if (lang === 'ru') expect(heading.textContent).toBe('Неделя 7 янв. 2030 г. – 13 янв. 2030 г.');
  });

  it('says in words that a resource without dates has no limit', async () => {
    setup();
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(card.textContent).toContain('Available indefinitely');
    expect(card.textContent).toContain('Mon 6 h · Tue 8 h');
  });

  it('lists refused days in the reader’s language', async () => {
    await i18n.changeLanguage('ru');
    const { server } = setup();
    server.on(`POST /api/resources/${WELDER}/allocations`, () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'x', days: ['2030-01-12', '2030-01-13'] },
    }));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /^Добавить распределение/ }));
    await userEvent.type(screen.getByLabelText('Дата начала'), '2030-01-12');
    await userEvent.type(screen.getByLabelText('Дата окончания'), '2030-01-13');
    await userEvent.type(screen.getByLabelText('Часов в день'), '2');
    await userEvent.click(screen.getByRole('button', { name: /^Сохранить распределение/ }));
    expect(
      await screen.findByText('Перегрузка в эти дни: 12 янв. 2030 г. и 13 янв. 2030 г.'),
    ).toBeTruthy();
  });
});
