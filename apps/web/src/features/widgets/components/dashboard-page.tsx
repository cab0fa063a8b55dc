import type { LastAuditResponse } from '@lens/contracts';
import { SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useSelection } from '../../../lib/selection.ts';
import { preloadCharts } from '../charts/lazy-charts.ts';
import { NO_WIDGET_DATA } from '../state/data-plan.ts';
import { ExplainScoreContext, type ExplainScoreSlot } from '../state/explain-score-slot.ts';
import { useDashboardData } from '../state/use-dashboard-data.ts';
import { useStaleFilterInUrl } from '../state/stale-filter.ts';
import { useDrill } from '../state/use-drill.ts';
import { usePageScope } from '../state/use-page-scope.ts';
import { useWidgetScroll, WidgetScrollContext } from '../state/widget-scroll.ts';
import { ChannelEntry } from './channel-entry.tsx';
import { OverviewPage } from './overview-page.tsx';
import { PropertyPage } from './property-page.tsx';
import { PropertyTypePage } from './property-type-page.tsx';
import { SummaryModeNotice } from './summary-mode-notice.tsx';
import styles from './widgets.module.css';

/** What the channel level knows and the channel audit page needs: whose audit, and which one. */
export interface ChannelPageScope {
  propertyId: number;
  channelId: number;
  lastAudit: { data?: LastAuditResponse; isPending: boolean; isError: boolean };
}

export interface DashboardPageProps {
  /**
   * Composition point for the channel audit page: the route passes it in and it is drawn under
   * the channel entry, so this feature never imports the audit feature. A render function, as
   * the property and channel in effect are only known here (they may be the only ones available
   * rather than selected).
   */
  channelPage?: (scope: ChannelPageScope) => ReactNode;
  /** Composition point for widgets of other features at the end of the property page's grid. */
  propertyWidgets?: (propertyId: number) => ReactNode;
  /** Composition point for controls of other features in the property page's header (follow). */
  propertyActions?: (propertyId: number) => ReactNode;
  /** Composition point for the "Why this score" control beside each score (see WhyScore). */
  explainScore?: ExplainScoreSlot;
}

function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy data-testid="dashboard-loading">
      <Skeleton width={260} height={34} />
      <div className={styles.kpis}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={116} />
        ))}
      </div>
      <Skeleton height={320} />
    </div>
  );
}

/**
 * The widgets page. The level (overview, property type, property, channel) follows the domain
 * rule over what is in effect; each level loads only what its widgets draw.
 */
export function DashboardPage({
  channelPage,
  explainScore,
  propertyWidgets,
  propertyActions,
}: DashboardPageProps) {
  const { selection, path } = useSelection();
  const page = usePageScope();
  const { view } = useCurrentView();
  const ready = page.status === 'ready';
  const data = useDashboardData(
    ready
      ? { plan: page.plan, selection, propertyId: page.propertyId, channelId: page.channelId }
      : { plan: NO_WIDGET_DATA, selection, propertyId: null, channelId: null },
  );
  const scroll = useWidgetScroll(path, ready);
  const drill = useDrill();
  useStaleFilterInUrl();
  useEffect(preloadCharts, []);

  if (page.status === 'pending') return <PageSkeleton />;
  if (page.status === 'error') {
    return (
      <div className={styles.page}>
        <EmptyState title="The dashboard could not be loaded">
          Reload the page to try again.
        </EmptyState>
      </div>
    );
  }
  const { plan, scope } = page;
  const empty = scope.properties === 0 || scope.channels === 0;
  return (
    <WidgetScrollContext value={scroll}>
      <ExplainScoreContext value={explainScore ?? null}>
        <div className={styles.page} data-level={plan.level} data-testid="dashboard-page">
          {empty ? (
            <EmptyState
              title="Nothing was audited for this selection"
              icon={<SearchX size={28} aria-hidden />}
            >
              Widen the date range or remove a filter.
            </EmptyState>
          ) : plan.level === 'overview' ? (
            <OverviewPage data={data} viewName={view?.name} hotelChainMode={page.hotelChainMode} />
          ) : plan.level === 'property-type' ? (
            <PropertyTypePage
              data={data}
              propertyType={page.propertyType}
              viewName={view?.name}
              hotelChainMode={page.hotelChainMode}
            />
          ) : plan.level === 'property' ? (
            <PropertyPage
              data={data}
              propertyId={page.propertyId}
              propertyType={page.propertyType}
              hotelChainMode={page.hotelChainMode}
              extraWidgets={page.propertyId !== null && propertyWidgets?.(page.propertyId)}
              actions={page.propertyId !== null && propertyActions?.(page.propertyId)}
            />
          ) : (
            <ChannelEntry
              channelId={page.channelId!}
              channels={data.channels.data?.availableFilters}
              property={data.properties.data?.availableFilters.find(
                (row) => row.id === page.propertyId,
              )}
              audit={plan.lastAudit ? data.lastAudit : null}
              loading={data.channels.isPending || data.properties.isPending}
              drill={drill}
              channelPage={
                plan.summaryReport ? (
                  <SummaryModeNotice />
                ) : (
                  page.propertyId !== null &&
                  channelPage?.({
                    propertyId: page.propertyId,
                    channelId: page.channelId!,
                    lastAudit: data.lastAudit,
                  })
                )
              }
            />
          )}
        </div>
      </ExplainScoreContext>
    </WidgetScrollContext>
  );
}
