import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that lets an element fill the window from where it starts down to `bottomGap`
 * pixels above the bottom (the page's padding and, on phones, the bottom bar), at least
 * `min` pixels; re-measured when the window resizes.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, bottomGap: number, min = 320) {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    function measure() {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.round(window.innerHeight - top - bottomGap)));
    }
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, bottomGap, min]);
  return height;
}
