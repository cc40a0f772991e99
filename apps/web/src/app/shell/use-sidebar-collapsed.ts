import { useCallback, useState } from 'react';

const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';

/** The sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(
    () => window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true',
  );
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!value));
      return !value;
    });
  }, []);
  return { collapsed, toggle };
}
