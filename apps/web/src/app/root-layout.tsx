import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top.tsx';
import { OfflineNotice } from './startup/offline-notice.tsx';

/** Wraps every route: offline banner and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <OfflineNotice />
      <Outlet />
    </>
  );
}
