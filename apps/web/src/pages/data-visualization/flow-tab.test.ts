import { describe, expect, it } from 'vitest';
import { translatorIn } from '../../test/translator-in.ts';
import { hoursText } from './flow-tab.tsx';

describe('hoursText', () => {
  it('shows an hour and more in tenths, less in two significant digits, a few seconds as under 0.01', async () => {
    const t = await translatorIn('en');
    const number = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('en', options).format(value);
    expect(hoursText(0.4, t, number)).toBe('0.4 h');
    expect(hoursText(0.33, t, number)).toBe('0.33 h');
    expect(hoursText(0.01, t, number)).toBe('0.01 h');
    expect(hoursText(0.004, t, number)).toBe('under 0.01 h');
    // Finished the instant it started: the one true zero.
    expect(hoursText(0, t, number)).toBe('0 h');
    expect(hoursText(1, t, number)).toBe('1 h');
    expect(hoursText(26.46, t, number)).toBe('26.5 h');
  });

  it('says it in Russian and Arabic too', async () => {
    const number = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('en', options).format(value);
    expect(hoursText(0.4, await translatorIn('ru'), number)).toBe('0.4 ч');
    expect(hoursText(0.001, await translatorIn('ar'), number)).toBe('أقل من 0.01 س');
  });
});
