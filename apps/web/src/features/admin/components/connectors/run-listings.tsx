import { RUN_LISTING_OUTCOMES, type ConnectorRun, type RunListingOutcome } from '@lens/contracts';
import { useState } from 'react';
import { Pager } from '../../../../components/pager.tsx';
import { SegmentedControl } from '../../../../components/segmented-control.tsx';
import { useRunListings } from '../../api/connectors-api.ts';
import { Tag, type Tone } from '../cells.tsx';
import styles from './connectors.module.css';

const OUTCOME_LABELS: Record<RunListingOutcome, string> = {
  LANDED: 'Changed',
  UNCHANGED: 'Unchanged',
  FAILED: 'Failed',
};
const OUTCOME_TONES: Record<RunListingOutcome, Tone> = {
  LANDED: 'blue',
  UNCHANGED: 'gray',
  FAILED: 'red',
};
type Shown = RunListingOutcome | 'ALL';
const OPTIONS = [
  { value: 'ALL' as const, label: 'All' },
  ...RUN_LISTING_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] })),
];

/** What a finished run did with each listing, failures with their reason, ten at a time. */
export function RunListings({ run }: { run: ConnectorRun }) {
  const [outcome, setOutcome] = useState<Shown>(run.failed > 0 ? 'FAILED' : 'ALL');
  const [page, setPage] = useState(1);
  const listings = useRunListings(run.id, outcome === 'ALL' ? null : outcome, page);
  return (
    <div className={styles.runListings} data-testid="connector-run-listings">
      <SegmentedControl
        label="Listings shown"
        options={OPTIONS}
        value={outcome}
        onChange={(value) => {
          setOutcome(value);
          setPage(1);
        }}
      />
      {listings.isError ? (
        <p className={styles.failure}>The run's listings could not be loaded.</p>
      ) : (
        <ul className={styles.listingOutcomes} aria-busy={listings.isPending}>
          {listings.data?.items.map((item) => (
            <li key={item.propertyId}>
              <Tag tone={OUTCOME_TONES[item.outcome]}>{OUTCOME_LABELS[item.outcome]}</Tag>
              <span>
                <strong>{item.propertyCode ?? item.propertyName}</strong> {item.propertyName}
                {item.message && <span className="muted"> · {item.message}</span>}
              </span>
            </li>
          ))}
          {listings.data?.items.length === 0 && <li className="muted">No listing here.</li>}
        </ul>
      )}
      {listings.data && (
        <Pager
          page={page}
          pageSize={listings.data.pageSize}
          total={listings.data.total}
          onPage={setPage}
          label="listings"
        />
      )}
    </div>
  );
}
