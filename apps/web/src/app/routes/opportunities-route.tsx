import { FilterChips, FilterPanel, FilterToolbar } from '../../features/filters/index.ts';
import { OpportunitiesPage } from '../../features/opportunities/lazy.ts';
import { BreadcrumbBar } from '../frame/breadcrumb-bar.tsx';
import { TopBarPortal } from '../frame/top-bar-portal.tsx';
import styles from './widgets-route.module.css';

/**
 * The opportunities review in the widgets page's frame: the same filter toolbar, panel and chips,
 * which keep the review's filters in its own path (`/opportunities_review/&...`).
 */
export function OpportunitiesRoute() {
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
          <OpportunitiesPage />
        </div>
      </div>
    </>
  );
}
