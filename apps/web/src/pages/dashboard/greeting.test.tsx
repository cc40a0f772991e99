import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Greeting } from './greeting.tsx';

const at = (hour: number, minute = 0) => new Date(2025, 2, 3, hour, minute);

describe('Greeting', () => {
  it.each([
    [at(11, 59), 'Good morning, Ada'],
    [at(12, 0), 'Good afternoon, Ada'],
    [at(16, 59), 'Good afternoon, Ada'],
    [at(17, 0), 'Good evening, Ada'],
  ])('at %s says "%s"', (now, text) => {
    render(<Greeting name="Ada" now={now} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
  });

  it('says "User" when there is no name, and shows the subtitle', () => {
    render(<Greeting name="  " now={at(8)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good morning, User');
    expect(
      screen.getByText('Here’s what’s happening with your projects today.'),
    ).toBeInTheDocument();
  });
});
