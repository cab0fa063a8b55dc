import type { ImportError } from '@lens/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Card } from '../../../../components/card.tsx';
import { VirtualTable, type TableColumn } from '../../../../components/virtual-table.tsx';
import { TitleCell } from '../cells.tsx';
import type { Phase } from './use-imports-page.ts';
import styles from './imports.module.css';

const ERROR_COLUMNS: readonly TableColumn<ImportError>[] = [
  {
    id: 'line',
    header: 'Line',
    width: 84,
    align: 'end',
    sortValue: (error) => error.line,
    cell: (error) => <span className="tabular">{error.line}</span>,
  },
  {
    id: 'problem',
    header: 'Problem',
    sortValue: (error) => error.field,
    cell: (error) => (
      <span title={error.message}>
        <TitleCell
          title={error.message}
          detail={error.field ? `Field: ${error.field}` : 'The whole line'}
        />
      </span>
    ),
  },
];

/** "referenceValues" → "Reference values": the answer's counts are keyed by entity. */
function words(key: string): string {
  const text = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The bar under the form while the file travels and while the server reads it. */
export function ImportProgress({ phase }: { phase: Phase }) {
  if (phase.name !== 'uploading' && phase.name !== 'importing') return null;
  const uploading = phase.name === 'uploading';
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span>{uploading ? 'Uploading…' : 'Checking and importing every line…'}</span>
        {uploading && <span className="tabular">{phase.percent}%</span>}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={uploading ? 'Upload progress' : 'Importing'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? phase.percent : undefined}
        data-indeterminate={!uploading}
      >
        <span style={{ width: uploading ? `${phase.percent}%` : undefined }} />
      </div>
    </div>
  );
}

/** What the import did: the counts it added, or the lines to fix. */
export function ImportsPageOutcome({ phase }: { phase: Phase }) {
  if (phase.name === 'done') {
    const { result } = phase;
    return (
      <Card title="Imported" data-testid="import-result">
        <div className={styles.outcome} role="status">
          <CircleCheck size={22} aria-hidden className={styles.ok} />
          <p>
            {result.fileName}: {result.rows.toLocaleString()} lines read.{' '}
            {result.unchanged
              ? 'Everything in it had been imported already: nothing changed.'
              : 'Every line was checked and written.'}
          </p>
        </div>
        {!result.unchanged && (
          <dl className={styles.stats}>
            {Object.entries(result.created).map(([what, count]) => (
              <div key={what}>
                <dt>{words(what)}</dt>
                <dd className="tabular">{count.toLocaleString()}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    );
  }
  if (phase.name === 'failed') {
    return (
      <Card
        title="The file was not imported"
        // The server lists at most 50 bad lines.
        subtitle={phase.errors.length >= 50 ? 'The first 50 lines to fix are listed.' : undefined}
        flush={phase.errors.length > 0}
        data-testid="import-errors"
      >
        <div
          className={`${styles.outcome} ${phase.errors.length ? styles.padded : ''}`}
          role="alert"
        >
          <CircleAlert size={22} aria-hidden className={styles.bad} />
          <p>
            {phase.errors.length
              ? // The server's message lists the same lines; the table shows them better.
                `${phase.errors.length === 1 ? 'One line is' : `${phase.errors.length} lines are`} wrong, so nothing was written. Fix ${phase.errors.length === 1 ? 'it' : 'them'} and import the file again.`
              : `${phase.message.replace(/\.?$/, '.')} Nothing was written.`}
          </p>
        </div>
        {phase.errors.length > 0 && (
          <VirtualTable
            caption="Lines to fix"
            rows={phase.errors}
            columns={ERROR_COLUMNS}
            rowKey={(error) => `${error.line}-${error.field}-${error.message}`}
            initialSort={{ columnId: 'line', direction: 'ascending' }}
            rowHeight={56}
            maxHeight={460}
          />
        )}
      </Card>
    );
  }
  return null;
}
