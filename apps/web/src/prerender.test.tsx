import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { canHydrate, replayTypedValues, takeTypedValues } from './app/startup/prerendered.ts';
import { PRERENDERED_PAGES, renderPage } from './prerender.tsx';

// Hydrating this HTML is checked in a real browser (e2e/prerender.spec.ts): React's server
// renderer leaves context values behind in the process it ran in, so a client render in the
// same jsdom would not be a fair test.
describe('renderPage', () => {
  it.each(Object.keys(PRERENDERED_PAGES))(
    'renders %s completely, without scripts',
    async (path) => {
      const { html, title } = await renderPage(path);
      expect(title).toMatch(/^\S.* · Crewline$/);
      expect(html).toContain('<h1');
      expect(html).toContain('id="main"');
      // No inline script (the CSP forbids them) and no boundary left pending or client-rendered.
      expect(html).not.toContain('<script');
      expect(html).not.toMatch(/<!--\$[?!]-->/);
      expect(html).not.toContain('aria-busy="true"');
    },
  );

  it('renders the signed-out header and English texts', async () => {
    const { html, title } = await renderPage('/auth/login');
    expect(title).toBe('Sign in to Crewline · Crewline');
    expect(html).toContain('Sign in to Crewline');
    const landing = await renderPage('/');
    expect(landing.html).toContain('href="/auth/signup"');
  });
});

describe('canHydrate', () => {
  const html = document.createElement('html');
  html.setAttribute('data-prerendered', '/auth/login');
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('adopts the HTML of the same path in English', () => {
    expect(canHydrate(html, at('/auth/login'), 'en', null)).toBe(true);
  });

  it('renders afresh for another language, path, query or restored navigation state', () => {
    expect(canHydrate(html, at('/auth/login'), 'ar', null)).toBe(false);
    expect(canHydrate(html, at('/auth/login'), 'ru', null)).toBe(false);
    expect(canHydrate(html, at('/dashboard'), 'en', null)).toBe(false);
    expect(canHydrate(html, at('/auth/login', '?session_expired=true'), 'en', null)).toBe(false);
    const state = { usr: { notice: 'passwordChanged' }, key: 'x', idx: 1 };
    expect(canHydrate(html, at('/auth/login'), 'en', state)).toBe(false);
    expect(canHydrate(document.createElement('html'), at('/'), 'en', null)).toBe(false);
  });
});

describe('typed values before hydration', () => {
  function Field() {
    const [value, setValue] = useState('');
    return (
      <>
        <input
          aria-label="Email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <output>{value || 'empty'}</output>
      </>
    );
  }

  it('takes typed text out of the HTML and gives it to React afterwards', () => {
    const html = document.createElement('div');
    html.innerHTML = '<input name="email" value=""><input type="checkbox"><textarea></textarea>';
    const [email, , notes] = html.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input, textarea',
    );
    email!.value = 'ada@example.com';
    const typed = takeTypedValues(html);
    expect(typed.map((entry) => entry.value)).toEqual(['ada@example.com']);
    expect(email!.value).toBe('');
    expect(notes!.value).toBe('');

    render(<Field />);
    const field = screen.getByLabelText<HTMLInputElement>('Email');
    act(() => replayTypedValues([{ field, value: 'ada@example.com' }]));
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(field.value).toBe('ada@example.com');
  });
});
