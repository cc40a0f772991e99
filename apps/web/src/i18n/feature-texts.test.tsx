import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadFeatureTexts, type TextLoaders } from './feature-texts.ts';
import { useFeatureTexts } from './use-feature-texts.ts';

const loaders: TextLoaders = {
  en: vi.fn(async () => ({ title: 'Boards' })),
  ar: vi.fn(async () => ({ title: 'اللوحات' })),
  ru: vi.fn(async () => ({ title: 'Доски' })),
};

describe('feature texts', () => {
  it('suspends until the texts are loaded, then renders them', async () => {
    let resolve: (texts: Record<string, unknown>) => void = () => undefined;
    const gated: TextLoaders = { ...loaders, en: () => new Promise((r) => (resolve = r)) };
    function GatedTitle() {
      useFeatureTexts('gatedFeature', gated);
      const { t } = useTranslation();
      return <h1>{t('gatedFeature.title' as 'common.appName')}</h1>;
    }
    // React 19 only retries a suspended render inside an awaited act().
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <GatedTitle />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve({ title: 'Boards' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Boards');
  });

  it('loads the language and the English fallback once each', async () => {
    await loadFeatureTexts('other', loaders, 'ru-RU');
    await loadFeatureTexts('other', loaders, 'ru');
    expect(loaders.ru).toHaveBeenCalledTimes(1);
    expect(i18n.getResource('ru', 'translation', 'other.title')).toBe('Доски');
    expect(i18n.getResource('en', 'translation', 'other.title')).toBe('Boards');
  });

  it('tries again after a failed load', async () => {
    const flaky: TextLoaders = {
      ...loaders,
      en: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ title: 'Later' }),
    };
    await expect(loadFeatureTexts('flaky', flaky, 'en')).rejects.toThrow('offline');
    await expect(loadFeatureTexts('flaky', flaky, 'en')).resolves.toBeUndefined();
    expect(i18n.getResource('en', 'translation', 'flaky.title')).toBe('Later');
  });
});
