import type { Opportunity, OpportunitySort } from '@lens/contracts';
import { CHARACTERISTIC_LABELS, formatFixGain } from '@lens/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import type { ReviewPlace } from '../state/review-hash.ts';
import styles from './opportunities.module.css';

/** A row stays a few lines high; the channel page lists every issue. */
const ISSUES_SHOWN = 3;

const SORT_LABELS: Record<OpportunitySort, string> = {
  gain: 'Expected gain',
  accuracy: 'Accuracy',
  property: 'Property',
};

function SortHeader({
  sort,
  place,
  onSort,
  align,
}: {
  sort: OpportunitySort;
  place: ReviewPlace;
  onSort(sort: OpportunitySort): void;
  align?: 'end';
}) {
  const active = place.sort === sort;
  const Icon = !active ? ArrowUpDown : place.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (place.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={align === 'end' ? styles.end : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(sort)}>
        {SORT_LABELS[sort]}
        <Icon size={14} aria-hidden className={active ? undefined : styles.idleIcon} />
      </button>
    </th>
  );
}

/**
 * One page of the review. Each row links to the channel page of its property and channel, where
 * the issues are fixed; the rank is the pair's place by gain whatever the order shown. On a phone
 * each row is a card, its figures labelled by their column (`data-label`), and the sortable
 * headers stay as a line of sort buttons above the cards.
 */
export function OpportunitiesTable({
  rows,
  place,
  onSort,
  channelPage,
  hotelChainMode,
}: {
  rows: readonly Opportunity[];
  place: ReviewPlace;
  onSort(sort: OpportunitySort): void;
  channelPage(row: Opportunity): string;
  hotelChainMode: boolean;
}) {
  return (
    <div className={styles.scroller} role="region" aria-label="Fixes, ranked" tabIndex={0}>
      <table className={styles.table} data-testid="opportunities-table">
        <caption className={styles.caption}>
          Listings below 100, by the points fixing each would add to the selection
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.end} ${styles.wideOnly}`}>
              Rank
            </th>
            <SortHeader sort="property" place={place} onSort={onSort} />
            <th scope="col" className={styles.wideOnly}>
              Channel
            </th>
            <SortHeader sort="accuracy" place={place} onSort={onSort} align="end" />
            <th scope="col" className={styles.wideOnly}>
              Open issues
            </th>
            <SortHeader sort="gain" place={place} onSort={onSort} align="end" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.property.id}-${row.site.id}`} data-testid="opportunity-row">
              <td className={`${styles.end} ${styles.rank} tabular`}>{row.rank}</td>
              <td className={styles.propertyCell}>
                <span className={styles.property}>
                  <Link to={channelPage(row)} className={styles.link}>
                    {row.property.name}
                  </Link>
                  <span className={styles.muted}>{row.property.code}</span>
                </span>
              </td>
              <td className={styles.channel} data-label="Channel">
                <span>{row.site.name}</span>
              </td>
              <td className={styles.end} data-label="Accuracy">
                <ScoreBadge value={row.accuracy} label="Accuracy" />
              </td>
              <td className={styles.issuesCell} data-label="Open issues">
                {row.issues.length === 0 ? (
                  <span className={styles.muted}>Below 100 on scored results only</span>
                ) : (
                  <ul className={styles.issues}>
                    {row.issues.slice(0, ISSUES_SHOWN).map((issue) => (
                      <li key={issue.characteristic}>
                        <span>{CHARACTERISTIC_LABELS[issue.characteristic]}</span>
                        <StatusPill status={issue.status} hotelChainMode={hotelChainMode} />
                      </li>
                    ))}
                    {row.issues.length > ISSUES_SHOWN && (
                      <li className={styles.more}>
                        +{row.issues.length - ISSUES_SHOWN} more on the channel page
                      </li>
                    )}
                  </ul>
                )}
              </td>
              <td className={`${styles.end} ${styles.gain} tabular`} data-label="Expected gain">
                <span>{formatFixGain(row.gain)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
