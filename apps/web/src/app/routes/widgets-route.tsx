import { decodeFilterPath } from '@lens/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Skeleton } from '../../components/feedback-states.tsx';
import { FollowPropertyButton } from '../../features/alerts/index.ts';
import { CreateChangeRequest } from '../../features/change-requests/index.ts';
import { FilterChips, FilterPanel, FilterToolbar } from '../../features/filters/index.ts';
import { WhyScoreButton } from '../../features/score-explain/index.ts';
import {
  ChannelListingSection,
  DuplicateListingsWidget,
} from '../../features/listing-identity/index.ts';
import { OnboardingTour } from '../../features/tours/index.ts';
import { DashboardPage, usePageScope } from '../../features/widgets/index.ts';
import { loadChunk } from '../../lib/load-chunk.ts';
import { localToday } from '../../lib/today.ts';
import { BreadcrumbBar } from '../frame/breadcrumb-bar.tsx';
import { TopBarPortal } from '../frame/top-bar-portal.tsx';
import styles from './widgets-route.module.css';

// The channel audit is the deepest level and the heaviest: it loads when first opened.
const ChannelAuditPage = lazy(() =>
  loadChunk(() => import('./channel-audit-route.tsx')).then((module) => ({
    default: module.ChannelAuditRoute,
  })),
);

/**
 * The widgets page: its filters live in the path (`/&name=value&...`). A path that fails the
 * validation of SPEC.md section 5 is not a widgets page, so it redirects to `/`. The filter
 * toolbar sits in the top bar; the filter panel beside the widgets.
 */
export function WidgetsRoute() {
  const { pathname } = useLocation();
  if (!decodeFilterPath(pathname, localToday()).ok) return <Navigate to="/" replace />;
  return <WidgetsPage />;
}

function WidgetsPage() {
  const scope = usePageScope();
  const ready = scope.status === 'ready' ? scope : null;
  return (
    <>
      <OnboardingTour
        level={ready?.plan.level ?? null}
        propertyType={ready?.propertyType ?? null}
      />
      <TopBarPortal>
        <FilterToolbar />
      </TopBarPortal>
      <BreadcrumbBar />
      <div className={styles.layout}>
        <FilterPanel className={styles.panel} />
        <FilterChips className={styles.chips} />
        <div className={styles.widgets}>
          <DashboardPage
            channelPage={(scope) => (
              <div className={styles.channelPage}>
                <ChannelListingSection propertyId={scope.propertyId} channelId={scope.channelId} />
                {scope.lastAudit.data?.auditId != null && (
                  <div className={styles.channelActions}>
                    <CreateChangeRequest auditId={scope.lastAudit.data.auditId} />
                  </div>
                )}
                <Suspense fallback={<Skeleton height={480} />}>
                  <ChannelAuditPage {...scope} />
                </Suspense>
              </div>
            )}
            propertyWidgets={(propertyId) => <DuplicateListingsWidget propertyId={propertyId} />}
            propertyActions={(propertyId) => <FollowPropertyButton propertyId={propertyId} />}
            explainScore={(score) => <WhyScoreButton {...score} />}
          />
        </div>
      </div>
    </>
  );
}
