import { followPath, goBackToBreadcrumb } from '@lens/domain';
import { ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBreadcrumbStore } from '../../lib/selection.ts';
import styles from './frame.module.css';

/**
 * The drill-down trail: each crumb opens the state it names; going back to one drops it and all
 * after it, since its state is then the current one.
 */
export function BreadcrumbBar() {
  const breadcrumbs = useBreadcrumbStore((state) => state.breadcrumbs);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The browser's back and forward move between states too: arriving at a crumb's state is
  // going back to that crumb.
  useEffect(() => {
    const store = useBreadcrumbStore.getState();
    const followed = followPath(store, pathname);
    if (followed !== store) store.setTrail(followed);
  }, [pathname]);
  if (breadcrumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs">
      <ol className={styles.breadcrumbs} data-testid="breadcrumbs">
        {breadcrumbs.map((crumb, index) => (
          <li
            key={`${crumb.filterPath}-${index}`}
            style={{ display: 'flex', alignItems: 'center', gap: 4 }}
          >
            {index > 0 && <ChevronRight size={14} aria-hidden />}
            <button
              type="button"
              onClick={() => {
                const store = useBreadcrumbStore.getState();
                const back = goBackToBreadcrumb(store, index);
                if (!back) return;
                store.setTrail(back.trail);
                navigate(back.filterPath);
              }}
            >
              {crumb.label}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
