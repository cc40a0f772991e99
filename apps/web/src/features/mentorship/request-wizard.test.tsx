import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { RequestWizard } from './request-wizard.tsx';

const SKILLS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Skill ${i + 1}` }));

function setup(
  props: { balance?: number; mentor?: { id: string; fullName: string } } = {},
  reply: { status: number; body: unknown } = { status: 201, body: {} },
) {
  const onClose = vi.fn();
  const app = renderWithApp(
    <RequestWizard open balance={props.balance ?? 10} mentor={props.mentor} onClose={onClose} />,
    {
      path: '/',
      url: '/',
      routes: (server) => {
        server.on('GET /api/mentorship/skills', () => ({ status: 200, body: SKILLS }));
        server.on('POST /api/mentorship/sessions', () => reply);
      },
    },
  );
  return { ...app, onClose };
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function throughStepOne() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Topic' }), 'Parser review');
  await userEvent.click(next());
}

function tomorrow(): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('RequestWizard', () => {
  it('keeps Next disabled on step 1 until there is a topic, and says why', async () => {
    setup();
    await screen.findByRole('dialog', { name: 'Request Session' });
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Please enter a topic');
    await userEvent.type(screen.getByRole('textbox', { name: 'Topic' }), '   ');
    expect(next()).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Topic' }), 'x');
    expect(next()).toBeEnabled();
  });

  it('shows the first 20 skills, finds the rest by search, and needs one skill', async () => {
    setup();
    await throughStepOne();
    expect(await screen.findByRole('button', { name: 'Skill 20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skill 21' })).toBeNull();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Please select at least one skill');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search skills' }), 'Skill 25');
    const chip = screen.getByRole('button', { name: 'Skill 25' });
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(next()).toBeEnabled();
  });

  it('prices each duration and refuses one the balance cannot cover', async () => {
    setup({ balance: 3 });
    await throughStepOne();
    await userEvent.click(await screen.findByRole('button', { name: 'Skill 1' }));
    expect(screen.getByRole('radio', { name: '30 min · 1 credit' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '120 min · 4 credits' }));
    expect(screen.getByText('You need 4 credits but only have 3')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '90 min · 3 credits' }));
    expect(screen.queryByText(/You need/)).toBeNull();
    expect(next()).toBeEnabled();
  });

  it('starts with a slot tomorrow 10:00–11:00, adds and removes slots, and sends the request', async () => {
    const { server, onClose } = setup({
      mentor: { id: '0b7f2a39-8c1e-4d5a-9f3b-1a2b3c4d5e6f', fullName: 'Grace' },
    });
    expect(await screen.findByText('Request to Grace')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Description' }),
      'A recursive descent parser',
    );
    await throughStepOne();
    await userEvent.click(await screen.findByRole('button', { name: 'Skill 2' }));
    await userEvent.click(screen.getByRole('radio', { name: '60 min · 2 credits' }));
    await userEvent.click(next());
    const slots = () => screen.getAllByTestId('slot');
    expect(slots()).toHaveLength(1);
    const first = within(slots()[0]!);
    expect(first.getByLabelText('Date')).toHaveValue(tomorrow());
    expect(first.getByLabelText('Start')).toHaveValue('10:00');
    expect(first.getByLabelText('End')).toHaveValue('11:00');
    const submit = screen.getByRole('button', { name: 'Request Session' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove time slot 1' }));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Please add at least one preferred time slot');
    await userEvent.click(screen.getByRole('button', { name: 'Add time slot' }));
    expect(within(slots()[0]!).getByLabelText('Date')).toHaveValue(tomorrow());
    await userEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'code_review',
      topic: 'Parser review',
      description: 'A recursive descent parser',
      skills: ['Skill 2'],
      durationMinutes: 60,
      preferredTimeSlots: [{ date: tomorrow(), startTime: '10:00', endTime: '11:00' }],
      mentorId: '0b7f2a39-8c1e-4d5a-9f3b-1a2b3c4d5e6f',
    });
  });

  it('shows the server message when the request is refused', async () => {
    const { onClose } = setup(
      {},
      {
        status: 422,
        body: {
          error: 'VALIDATION_ERROR',
          message: 'Insufficient credits for this session duration',
          detail: [
            {
              loc: ['body', 'durationMinutes'],
              msg: 'Insufficient credits for this session duration',
            },
          ],
        },
      },
    );
    await throughStepOne();
    await userEvent.click(await screen.findByRole('button', { name: 'Skill 1' }));
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('button', { name: 'Request Session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Insufficient credits for this session duration',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
