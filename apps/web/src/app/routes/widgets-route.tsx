import { decodeFilterPath } from '@lens/domain';
import { Navigate, useLocation } from 'react-router';
import { FilterChips, FilterPanel, FilterToolbar } from '../../features/filters/index.ts';
import { DashboardPage } from '../../features/widgets/index.ts';
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
      <TopBarPortal>
        <FilterToolbar />
      </TopBarPortal>
      <BreadcrumbBar />
      <div className={styles.layout}>
        <FilterPanel className={styles.panel} />
        <FilterChips className={styles.chips} />
        <div className={styles.widgets}>
          <DashboardPage />
        </div>
      </div>
    </>
  );
}
