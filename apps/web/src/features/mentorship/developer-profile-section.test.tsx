import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { DeveloperProfileSection } from './developer-profile-section.tsx';

const saved = {
  userId: fakeUser.id,
  fullName: 'Ada',
  bio: 'Hi',
  complete: true,
  skills: ['Go'],
  languages: ['English', 'German'],
  frameworks: [],
  expertise: [],
  timezone: 'UTC',
  availabilityHoursPerWeek: 2,
  githubUsername: null,
  isMentor: false,
  yearsExperience: 4,
  maxSessionsPerWeek: 5,
};

function setup(put: { status: number; body: unknown }) {
  return renderWithApp(<DeveloperProfileSection />, {
    path: '/dashboard/settings',
    url: '/dashboard/settings',
    routes: (server) => {
      server.on('GET /api/mentorship/profile', () => ({ status: 200, body: saved }));
      server.on('GET /api/mentorship/skills', () => ({
        status: 200,
        body: [
          { id: 1, name: 'Go' },
          { id: 2, name: 'Rust' },
        ],
      }));
      server.on('PUT /api/mentorship/profile', () => put);
    },
  });
}

describe('DeveloperProfileSection', () => {
  it('saves the whole profile with the tags split and says so', async () => {
    const { server } = setup({ status: 200, body: saved });
    const languages = await screen.findByRole('textbox', { name: /^Languages you speak/ });
    expect(languages).toHaveValue('English, German');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I offer mentoring' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rust' }));
    await userEvent.clear(languages);
    await userEvent.type(languages, 'English, , Arabic ');
    await userEvent.type(screen.getByRole('textbox', { name: 'GitHub username' }), 'ada');
    const hours = screen.getByRole('spinbutton', { name: 'Hours a week you can mentor' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save mentoring profile' }));
    expect(await screen.findByText('Mentoring profile saved')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      isMentor: true,
      skills: ['Go', 'Rust'],
      languages: ['English', 'Arabic'],
      frameworks: [],
      expertise: [],
      timezone: 'UTC',
      availabilityHoursPerWeek: 6,
      yearsExperience: 4,
      maxSessionsPerWeek: 5,
      githubUsername: 'ada',
    });
  });

  it("shows the server's message when the save is refused", async () => {
    setup({
      status: 422,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'Invalid input',
        detail: [
          { loc: ['body', 'githubUsername'], msg: 'Not a GitHub username', type: 'value_error' },
        ],
      },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'GitHub username' }),
      'not valid!',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save mentoring profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/GitHub/));
    expect(screen.queryByText('Mentoring profile saved')).toBeNull();
  });
});
