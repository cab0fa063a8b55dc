import type { TimeToFixRow } from '@lens/contracts';
import { formatDays } from '@lens/domain';
import { Timer } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { useSelection } from '../../../lib/selection.ts';
import { timeToFixRequest, useWidgetQuery } from '../api/widget-queries.ts';
import { formatCount } from '../format.ts';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import common from './widgets.module.css';
import styles from './time-to-fix.module.css';

/** Slowest first: the channels to chase; channels with nothing confirmed yet last. */
const bySlowest = (a: TimeToFixRow, b: TimeToFixRow) =>
  (b.medianDays ?? -1) - (a.medianDays ?? -1) || a.name.localeCompare(b.name);

/**
 * How long channels take to apply change requests in the selection: per channel, the median and
 * 90th percentile of days from sending a request to its confirmation, over the date range, and
 * how many requests still wait.
 */
export function TimeToFixWidget({ span }: { span: WidgetSpan }) {
  const { selection } = useSelection();
  const query = useWidgetQuery(timeToFixRequest(selection));
  const rows = (query.data?.channels ?? []).toSorted(bySlowest);
  const overall = query.data?.overall;
  const scale = Math.max(1, ...rows.map((row) => row.p90Days ?? 0));
  return (
    <WidgetCard
      id="widget-time-to-fix"
      title="Time-to-fix"
      subtitle="Days from sending a change request to the channel showing the fix"
      actions={
        <Link to="/change_requests" className={styles.link}>
          Change requests
        </Link>
      }
      ready={!query.isPending}
      span={span}
    >
      {query.isError ? (
        <p className={common.failed}>The time-to-fix could not be loaded.</p>
      ) : query.isPending ? (
        <Skeleton height={180} />
      ) : rows.length === 0 ? (
        <EmptyState title="No change requests here" icon={<Timer size={28} aria-hidden />}>
          Requests made from channel audits appear here once sent and confirmed.
        </EmptyState>
      ) : (
        <>
          {overall && (
            <dl className={styles.summary}>
              <div>
                <dt>Median</dt>
                <dd>{formatDays(overall.medianDays)}</dd>
              </div>
              <div>
                <dt>90th percentile</dt>
                <dd>{formatDays(overall.p90Days)}</dd>
              </div>
              <div>
                <dt>Confirmed</dt>
                <dd>{formatCount(overall.confirmed)}</dd>
              </div>
              <div>
                <dt>Waiting</dt>
                <dd>{formatCount(overall.open)}</dd>
              </div>
            </dl>
          )}
          {/* Focusable so the rows below the fold scroll by keyboard too. */}
          <div
            className={styles.scroll}
            tabIndex={0}
            role="region"
            aria-label="Time-to-fix by channel"
          >
            <table className={styles.table}>
              <caption className="visually-hidden">Time-to-fix per channel, slowest first</caption>
              <thead>
                <tr>
                  <th scope="col">Channel</th>
                  <th scope="col">Median</th>
                  <th scope="col">P90</th>
                  <th scope="col" className={styles.optional}>
                    Confirmed
                  </th>
                  <th scope="col" className={styles.optional}>
                    Waiting
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.siteId}>
                    <th scope="row">
                      <div className={styles.channel}>
                        {row.name}
                        {row.medianDays !== null && (
                          <span className={styles.track} aria-hidden>
                            <span
                              className={styles.median}
                              style={{ width: `${(row.medianDays / scale) * 100}%` }}
                            />
                            <span
                              className={styles.p90}
                              style={{ left: `${((row.p90Days ?? 0) / scale) * 100}%` }}
                            />
                          </span>
                        )}
                      </div>
                    </th>
                    <td className="tabular">{formatDays(row.medianDays)}</td>
                    <td className="tabular">{formatDays(row.p90Days)}</td>
                    <td className={`tabular ${styles.optional}`}>{formatCount(row.confirmed)}</td>
                    <td className={`tabular ${styles.optional}`}>{formatCount(row.open)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </WidgetCard>
  );
}
