import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '../../../i18n/locales/ru/index.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ActivityFeed } from './activity-feed.tsx';

i18n.addResourceBundle('ru', 'translation', ru);

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const PROJECT = 'p1';
const ada = { id: 'ada', name: 'Ada Lovelace', avatar: null };
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const event = (id: string, action: string, at: string, data: Record<string, unknown> = {}) => ({
  id,
  project_id: PROJECT,
  category: 'members',
  action,
  entity_type: 'member',
  entity_id: null,
  data,
  created_at: at,
  actor: ada,
});

// Generous timeout: these drive whole dialogs and the suite runs beside other workspaces.
describe('ActivityFeed', { timeout: 15_000 }, () => {
  it('asks for the 10 most recent, words events and merges repeats with a count', async () => {
    const { server } = renderWithApp(<ActivityFeed projectId={PROJECT} />, {
      path: '/',
      url: '/',
      routes: (s) =>
        s.on(`GET /api/projects/${PROJECT}/activity?tab=all&limit=10`, () => ({
          status: 200,
          body: [
            event('1', 'member_added', ago(30_000), { name: 'Bob', role: 'leader' }),
            event('2', 'member_added', ago(120_000), { name: 'Cy', role: 'member' }),
            event('3', 'project_created', ago(3 * 3_600_000), { name: 'Apollo' }),
          ],
        })),
    });
    const bob = await screen.findByText(/Ada Lovelace.? added .?Bob.? as Team Leader/);
    expect(within(bob).getByText('×2')).toBeInTheDocument();
    // Names arrive wrapped in Unicode isolates (U+2068…U+2069) so mixed scripts keep their direction.
    expect(screen.getByText(/created the project “\u2068Apollo\u2069”/)).toBeInTheDocument();
    expect(screen.getByText('just now')).toBeInTheDocument();
    expect(screen.getByText('3h ago')).toBeInTheDocument();
    expect(screen.queryByText(/added Cy/)).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.url.includes('/activity?tab=all&limit=10'))).toBe(true);
  });

  it('words past events in the past tense in Russian, whatever the actor’s gender', async () => {
    await i18n.changeLanguage('ru');
    renderWithApp(<ActivityFeed projectId={PROJECT} />, {
      path: '/',
      url: '/',
      routes: (s) =>
        s.on(`GET /api/projects/${PROJECT}/activity?tab=all&limit=10`, () => ({
          status: 200,
          body: [event('3', 'project_created', ago(3 * 3_600_000), { name: 'Apollo' })],
        })),
    });
    expect(
      await screen.findByText(/Ada Lovelace.?: создан проект «\u2068Apollo\u2069»/),
    ).toBeInTheDocument();
  });
});
