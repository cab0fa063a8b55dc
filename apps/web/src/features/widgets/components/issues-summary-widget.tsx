import type { IssueStatusCount, IssuesSummaryResponse } from '@lens/contracts';
import { displayStatus, type StatusColor } from '@lens/domain';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { formatCount, plural } from '../format.ts';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './issues-summary.module.css';
import common from './widgets.module.css';

const COLLAPSED_COUNT = 6;

/**
 * Issue statuses are nearly all red in the status palette; a fixed lightness per status keeps them
 * apart and means the same shade is the same status on every row.
 */
const SHADES: Record<string, number> = {
  INACCURATE: 100,
  UNMATCHED: 100,
  MISSING: 72,
  ABSENTS: 72,
  'NOT-PRESENT': 54,
  DISCREPANCY: 38,
  'RATES NOT RETURNED': 26,
};
const shade = (label: string) => SHADES[label] ?? 100;

function swatch(label: string, color: StatusColor): string {
  return `color-mix(in srgb, var(--color-${color}) ${shade(label)}%, white)`;
}

interface ShownStatus {
  label: string;
  color: StatusColor;
  resultCount: number;
}

/**
 * Statuses as shown: in hotel-chain mode several map to one label, so their counts merge. The
 * darkest (most severe) come first, so bars line up from row to row.
 */
function shownStatuses(
  statuses: readonly IssueStatusCount[],
  hotelChainMode: boolean,
): ShownStatus[] {
  const merged = new Map<string, ShownStatus>();
  for (const status of statuses) {
    const { label, color } = displayStatus(status.status, { hotelChainMode });
    const before = merged.get(label);
    merged.set(label, {
      label,
      color,
      resultCount: (before?.resultCount ?? 0) + status.resultCount,
    });
  }
  return [...merged.values()].toSorted(
    (a, b) => shade(b.label) - shade(a.label) || b.resultCount - a.resultCount,
  );
}

const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

/**
 * Open issues of every audit's latest state, by characteristic, most first: how many results, on
 * how many properties and channels, and of which kind (statuses in their colours and, in
 * hotel-chain mode, its vocabulary).
 */
export function IssuesSummaryWidget({
  data,
  loading,
  failed,
  span,
  hotelChainMode,
}: {
  data: IssuesSummaryResponse | undefined;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  hotelChainMode: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const characteristics = data?.characteristics ?? [];
  const listed = expanded ? characteristics : characteristics.slice(0, COLLAPSED_COUNT);
  const most = Math.max(1, ...characteristics.map((c) => c.resultCount));
  const total = characteristics.reduce((sum, c) => sum + c.resultCount, 0);
  return (
    <WidgetCard
      id="widget-issues"
      title="Issues summary"
      subtitle={
        loading
          ? 'Open issues in the latest audits'
          : `${formatCount(total)} open issues in the latest audits`
      }
      ready={!loading}
      span={span}
    >
      {failed ? (
        <p className={common.failed}>The issues summary could not be loaded.</p>
      ) : loading ? (
        <div className={styles.skeleton}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={34} />
          ))}
        </div>
      ) : characteristics.length === 0 ? (
        <EmptyState title="No open issues" icon={<CircleCheck size={28} aria-hidden />}>
          Every audited characteristic matches the reference data.
        </EmptyState>
      ) : (
        <>
          <ol className={styles.list} aria-label="Issues by characteristic">
            {listed.map((characteristic) => {
              const statuses = shownStatuses(characteristic.statuses, hotelChainMode);
              return (
                <li key={characteristic.characteristicType} className={styles.item}>
                  <div className={styles.head}>
                    <span className={styles.name}>{characteristic.name}</span>
                    <span className={styles.count}>
                      {formatCount(characteristic.resultCount)}
                      <span className={styles.reach}>
                        {' '}
                        · {plural(characteristic.propertyCount, 'property', 'properties')} ·{' '}
                        {plural(characteristic.siteCount, 'channel', 'channels')}
                      </span>
                    </span>
                  </div>
                  <div
                    className={styles.bar}
                    style={{ width: `${(characteristic.resultCount / most) * 100}%` }}
                    aria-hidden
                  >
                    {statuses.map((status) => (
                      <span
                        key={status.label}
                        style={{
                          flexGrow: status.resultCount,
                          background: swatch(status.label, status.color),
                        }}
                      />
                    ))}
                  </div>
                  <ul className={styles.statuses} aria-label={`${characteristic.name} by status`}>
                    {statuses.map((status) => (
                      <li key={status.label}>
                        <span
                          className={styles.swatch}
                          style={{ background: swatch(status.label, status.color) }}
                        />
                        {sentenceCase(status.label)}{' '}
                        <strong>{formatCount(status.resultCount)}</strong>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
          {characteristics.length > COLLAPSED_COUNT && (
            <Button
              size="small"
              variant="ghost"
              className={styles.more}
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Show fewer' : `Show all ${characteristics.length} characteristics`}
            </Button>
          )}
        </>
      )}
    </WidgetCard>
  );
}
