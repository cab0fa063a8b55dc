import { MAX_ADMIN_PAGE_SIZE, type NoiseEntry } from '@lens/contracts';
import { CHARACTERISTIC_LABELS, NOISE_KINDS, NOISE_LABELS } from '@lens/domain';
import { ListFilter } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { OptionSelect, valueOptions } from '../../../components/option-select.tsx';
import sectionStyles from '../../../components/section-page.module.css';
import { readableError } from '../../../lib/readable-error.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useTypedSearch } from '../../../lib/use-typed-search.ts';
import { useNoiseDecisions, useNoiseList } from '../api/noise-api.ts';
import { decidedBy } from './noise-format.ts';
import styles from './noise-list.module.css';
import marks from './noise-control.module.css';

const PAGE_SIZE = 50;
const MAX_PAGES = Math.floor(MAX_ADMIN_PAGE_SIZE / PAGE_SIZE);

function Value({ label, text }: { label: string; text: string | null }) {
  return (
    <div className={styles.value}>
      <dt>{label}</dt>
      <dd title={text && text.length > 80 ? text : undefined}>
        {text || <span className={styles.none}>None</span>}
      </dd>
    </div>
  );
}

function Entry({ entry }: { entry: NoiseEntry }) {
  const decisions = useNoiseDecisions();
  const [error, setError] = useState<string | null>(null);
  const where = [
    entry.property?.name ?? 'A removed property',
    entry.site?.name ?? (entry.kind === 'ACCEPTED_VARIANT' ? 'every channel' : null),
  ]
    .filter(Boolean)
    .join(' · ');
  const label = CHARACTERISTIC_LABELS[entry.characteristic];
  return (
    <li className={styles.entry} data-testid="noise-entry" data-kind={entry.kind}>
      <div className={styles.head}>
        <span className={marks.mark} data-kind={entry.kind}>
          {NOISE_LABELS[entry.kind]}
        </span>
        <span className={styles.title}>{label}</span>
        <span className={styles.where}>{where}</span>
      </div>
      <dl className={styles.values}>
        <Value label="Source" text={entry.sourceValue} />
        <Value label="Channel" text={entry.channelValue} />
      </dl>
      <div className={styles.foot}>
        <span className={marks.by}>{decidedBy(entry.createdBy, entry.createdAt)}</span>
        <Button
          size="small"
          variant="secondary"
          disabled={decisions.pending}
          aria-label={`Revoke ${NOISE_LABELS[entry.kind].toLowerCase()}: ${label}, ${where}`}
          onClick={() => {
            setError(null);
            decisions
              .undo(entry.kind, entry.id)
              .catch((cause: unknown) =>
                setError(readableError(cause, 'The decision could not be revoked.')),
              );
          }}
        >
          Revoke
        </Button>
      </div>
      {error && (
        <p role="alert" className={marks.error}>
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * `/noise_control`: every accepted variant and ignore on the properties the user may see, newest
 * first, each with who decided it and a revoke that re-scores what it decided. The kind, search
 * and pages shown live in the query string (`kind`, `q`, `page`).
 */
export function NoiseListPage() {
  const params = useListParams();
  const kind = params.oneOf('kind', NOISE_KINDS);
  const search = params.search;
  const [typed, setTyped] = useTypedSearch(search, params.setSearch);
  // "Show more" grows one list, so `page` counts the pages shown, up to what the server sends.
  const pages = Math.min(params.page, MAX_PAGES);
  const list = useNoiseList({
    pageSize: String(pages * PAGE_SIZE),
    ...(kind && { kind }),
    ...(search && { search }),
  });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const filtered = kind !== undefined || search !== '';
  return (
    <div className={sectionStyles.page} data-testid="noise-list-page">
      <header className={sectionStyles.header}>
        <div className={sectionStyles.titles}>
          <p className={sectionStyles.eyebrow}>Listing accuracy</p>
          <h1>Accepted variants and ignores</h1>
          <p className={sectionStyles.description}>
            A channel&apos;s formatting you accepted scores as accurate; an ignored result is left
            out of the scores until its source or channel value changes. Decide them from the menu
            of a characteristic on a channel page; revoke one here and its results score as the
            audit engine says again.
          </p>
        </div>
      </header>
      <Card
        flush
        title="Decisions"
        subtitle={
          list.data
            ? `${total.toLocaleString('en-US')} decision${total === 1 ? '' : 's'}${filtered ? ' match' : ''}`
            : 'Loading…'
        }
      >
        <div className={styles.filters} role="search" aria-label="Filter the decisions">
          <OptionSelect
            label="Kind"
            value={kind}
            options={valueOptions(NOISE_KINDS, (value) => NOISE_LABELS[value])}
            placeholder="Both kinds"
            onChange={(value) => params.set({ kind: value })}
          />
          <TextField
            label="Search"
            type="search"
            placeholder="Property, code or value"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {list.isPending ? (
          <div className={styles.loading}>
            <Skeleton height={96} />
            <Skeleton height={96} />
          </div>
        ) : list.isError ? (
          <EmptyState title="The decisions could not be loaded">
            {readableError(list.error, 'Please try again in a moment.')}
          </EmptyState>
        ) : items.length === 0 ? (
          <EmptyState
            title={filtered ? 'No decision matches' : 'No accepted variants or ignores yet'}
            icon={<ListFilter size={28} aria-hidden />}
          >
            {filtered
              ? 'Clear the filters to see every decision.'
              : 'On a channel page, open the menu of a characteristic to accept the channel’s formatting or ignore a result until it changes.'}
          </EmptyState>
        ) : (
          <>
            <ul className={styles.list} aria-label="Accepted variants and ignores, newest first">
              {items.map((entry) => (
                <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
            </ul>
            {items.length < total && pages < MAX_PAGES && (
              <div className={styles.more}>
                <Button size="small" onClick={() => params.setPage(pages + 1)}>
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
