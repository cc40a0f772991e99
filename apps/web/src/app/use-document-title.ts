import { useEffect } from 'react';

const PRODUCT_NAME = 'Crewline';

/** Sets the tab title to "{title} - Crewline" (doc 1 §1) while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
