import { decodeFilterPath, defaultDateRange } from '@lens/domain';
import { Navigate, useLocation } from 'react-router';
import { localToday } from '../../lib/today.ts';
import { FilterSummary } from '../../components/filter-summary.tsx';

/**
 * The widgets page: its filters live in the path (`/&name=value&...`). A path that fails the
 * validation of SPEC.md section 5 is not a widgets page, so it redirects to `/`.
 */
export function WidgetsRoute() {
  const { pathname } = useLocation();
  const today = localToday();
  const decoded = decodeFilterPath(pathname, today);
  if (!decoded.ok) return <Navigate to="/" replace />;
  const selection = { ...defaultDateRange(today), ...decoded.selection };
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <FilterSummary selection={selection} />
    </section>
  );
}
