import { decodeFilterPath } from '@lens/domain';
import { Navigate, useLocation } from 'react-router';
import { localToday } from '../../lib/today.ts';
import { BreadcrumbBar } from '../frame/breadcrumb-bar.tsx';
import { TopBarPortal } from '../frame/top-bar-portal.tsx';
import styles from './widgets-route.module.css';

/**
 * The widgets page: its filters live in the path (`/&name=value&...`). A path that fails the
 * validation of SPEC.md section 5 is not a widgets page, so it redirects to `/`. The filter
 * toolbar sits in the top bar; the filter panel beside the widgets.
 */
export function WidgetsRoute() {
  const { pathname } = useLocation();
  if (!decodeFilterPath(pathname, localToday()).ok) return <Navigate to="/" replace />;
  return (
    <>
      <TopBarPortal>{/* filters: toolbar */}</TopBarPortal>
      <BreadcrumbBar />
      <div className={styles.layout}>
        {/* filters: panel */}
        <div className={styles.widgets}>{/* widgets: page */}</div>
      </div>
    </>
  );
}
