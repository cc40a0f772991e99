import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';

type LoadMoreProps = { loading: boolean; onLoad: () => void };

/**
 * Below a listing with more pages: loads the next as it scrolls into view (an
 * IntersectionObserver on this element, from 400 px away), and a "Load more" button for
 * keyboards, screen readers and browsers without the observer.
 */
export function LoadMore({ loading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, onLoad });
  latest.current = { loading, onLoad };

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting) && !latest.current.loading) {
          latest.current.onLoad();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="flex justify-center py-2">
      <button
        type="button"
        disabled={loading}
        aria-busy={loading}
        className={buttonClass('secondary', 'sm')}
        onClick={onLoad}
      >
        {loading ? t('projectFiles.loadingMore') : t('projectFiles.loadMore')}
      </button>
    </div>
  );
}
