import { decodeFilterPath } from '@lens/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Skeleton } from '../../components/feedback-states.tsx';
import { FollowPropertyButton } from '../../features/alerts/index.ts';
import { FilterChips, FilterPanel, FilterToolbar } from '../../features/filters/index.ts';
import { OnboardingTour } from '../../features/tours/index.ts';
import { DashboardPage, usePageScope } from '../../features/widgets/index.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { loadChunk } from '../../lib/load-chunk.ts';
import { currentDate } from '../../lib/current-date.ts';
import { useCurrentView } from '../../lib/use-current-view.ts';
import { BreadcrumbBar } from '../frame/breadcrumb-bar.tsx';
import { TopBarPortal } from '../frame/top-bar-portal.tsx';
import styles from './widgets-route.module.css';

// The channel level is the deepest and the heaviest: it loads when first opened.
const ChannelAuditPage = lazy(() =>
  loadChunk(() => import('./channel-audit-route.tsx')).then((module) => ({
    default: module.ChannelAuditRoute,
  })),
);

// Opened on demand beside a score: its panel and contract arrive a moment after the page.
const WhyScoreButton = lazy(() =>
  loadChunk(() => import('../../features/score-explain/index.ts')).then((module) => ({
    default: module.WhyScoreButton,
  })),
);

// Only a client without a view meets it, once: not part of the first download.
const GettingStarted = lazy(() =>
  loadChunk(() => import('./getting-started.tsx')).then((module) => ({
    default: module.GettingStarted,
  })),
);

// Last on the property page's grid, so it may arrive a moment later without moving anything.
const { Component: DuplicateListingsWidget } = lazyWithPreload(
  async () => (await import('../../features/listing-identity/index.ts')).DuplicateListingsWidget,
);

/**
 * The widgets page: its filters live in the path (`/&name=value&...`). A path that fails the
 * validation (docs/product-rules.md, "Filters") is not a widgets page, so it redirects to `/`. The filter
 * toolbar sits in the top bar; the filter panel beside the widgets.
 */
export function WidgetsRoute() {
  const { pathname } = useLocation();
  const { views, loading, failed } = useCurrentView();
  if (!decodeFilterPath(pathname, currentDate()).ok) return <Navigate to="/" replace />;
  // The page waits for the views anyway; without one there is nothing to scope its calls to, so a
  // fresh client gets the steps that open it instead of calls the server must refuse.
  if (loading) return <Skeleton height={480} />;
  if (views.length === 0 && !failed)
    return (
      <Suspense fallback={<Skeleton height={480} />}>
        <GettingStarted />
      </Suspense>
    );
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
              <Suspense fallback={<Skeleton height={480} />}>
                <ChannelAuditPage {...scope} />
              </Suspense>
            )}
            propertyWidgets={(propertyId) => (
              <Suspense fallback={null}>
                <DuplicateListingsWidget propertyId={propertyId} />
              </Suspense>
            )}
            propertyActions={(propertyId) => <FollowPropertyButton propertyId={propertyId} />}
            explainScore={(score) => (
              <Suspense fallback={null}>
                <WhyScoreButton {...score} />
              </Suspense>
            )}
          />
        </div>
      </div>
    </>
  );
}
