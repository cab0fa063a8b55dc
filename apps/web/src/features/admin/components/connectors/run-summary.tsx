import type { ConnectorRun } from '@lens/contracts';
import { Tag, type Tone } from '../cells.tsx';
import styles from './connectors.module.css';
import { RunListings } from './run-listings.tsx';

const RUN_TONES: Record<ConnectorRun['status'], Tone> = {
  QUEUED: 'blue',
  RUNNING: 'blue',
  SUCCEEDED: 'green',
  FAILED: 'red',
  NO_LISTINGS: 'yellow',
};

const RUN_LABELS: Record<ConnectorRun['status'], string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  SUCCEEDED: 'Finished',
  FAILED: 'Failed',
  NO_LISTINGS: 'Nothing to read',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function isActive(run: ConnectorRun | null | undefined): boolean {
  return run?.status === 'QUEUED' || run?.status === 'RUNNING';
}

/** A run's state as a coloured tag; a finished run with failures says so. */
export function RunTag({ run }: { run: ConnectorRun | null }) {
  if (!run) return <span className="muted">Never run</span>;
  const partly = run.status === 'SUCCEEDED' && run.failed > 0;
  return (
    <Tag tone={partly ? 'yellow' : RUN_TONES[run.status]}>
      {partly ? 'Finished with failures' : RUN_LABELS[run.status]}
    </Tag>
  );
}

/** The counts of a run in a line: "12 read · 3 changed · 9 unchanged · 1 failed". */
export function RunCounts({ run }: { run: ConnectorRun }) {
  return (
    <span className="tabular">
      {run.fetched.toLocaleString()} read · {run.landed.toLocaleString()} changed ·{' '}
      {run.unchanged.toLocaleString()} unchanged · {run.failed.toLocaleString()} failed
    </span>
  );
}

/** Everything the last run recorded: when, how many, and the first failures. */
export function RunDetails({ run }: { run: ConnectorRun | null }) {
  if (!run) return <p className="muted">This channel's connector has not run yet.</p>;
  return (
    <div className={styles.run} data-testid="connector-last-run">
      <div className={styles.runHead}>
        <RunTag run={run} />
        <span className="muted">
          {run.trigger === 'SCHEDULED'
            ? 'Started by its schedule'
            : run.propertyId === null
              ? 'Started by an administrator'
              : 'One property, captured now'}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Started</dt>
          <dd>{run.startedAt ? timeFormat.format(new Date(run.startedAt)) : 'Waiting'}</dd>
        </div>
        <div>
          <dt>Finished</dt>
          <dd>{run.finishedAt ? timeFormat.format(new Date(run.finishedAt)) : '—'}</dd>
        </div>
        <div>
          <dt>Listings</dt>
          <dd>
            <RunCounts run={run} />
          </dd>
        </div>
      </dl>
      {run.message && <p className={styles.failure}>{run.message}</p>}
      {run.fetched + run.failed > 0 && !isActive(run) && <RunListings run={run} />}
      {run.errors.length > 0 && isActive(run) && (
        <div>
          <h4 className={styles.subhead}>
            {run.failed > run.errors.length
              ? `First ${run.errors.length} of ${run.failed} failures`
              : 'Failures'}
          </h4>
          <ul className={styles.errors}>
            {run.errors.map((error, index) => (
              <li key={index}>
                <strong>{error.propertyCode ?? 'Run'}</strong> {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
