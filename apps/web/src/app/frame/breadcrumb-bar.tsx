import { goBackToBreadcrumb } from '@lens/domain';
import { ChevronRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useBreadcrumbStore } from '../../lib/selection.ts';
import styles from './frame.module.css';

/** The drill-down trail: going back to a step drops it and all after it. */
export function BreadcrumbBar() {
  const breadcrumbs = useBreadcrumbStore((state) => state.breadcrumbs);
  const setBreadcrumbs = useBreadcrumbStore((state) => state.setBreadcrumbs);
  const navigate = useNavigate();
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
                const back = goBackToBreadcrumb(breadcrumbs, index);
                if (!back) return;
                setBreadcrumbs(back.breadcrumbs);
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
