import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TruncatedName } from './truncated-name.tsx';

const longName = 'P'.repeat(200);

describe('TruncatedName', () => {
  it('cuts the name visually but keeps it whole on hover and for screen readers', () => {
    render(
      <a href="/p">
        <TruncatedName name={longName} />
      </a>,
    );
    const link = screen.getByRole('link', { name: longName });
    const name = link.firstElementChild as HTMLElement;
    expect(name).toHaveAttribute('title', longName);
    expect(name).toHaveTextContent(longName);
    expect(name.className).toContain('truncate');
    expect(name.className).toContain('min-w-0');
  });

  it('renders as the element a row needs', () => {
    render(<TruncatedName as="h1" name={longName} />);
    expect(screen.getByRole('heading', { level: 1, name: longName })).toHaveAttribute(
      'title',
      longName,
    );
  });
});
