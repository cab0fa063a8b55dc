import { formatDay } from '@lens/domain';
import { CHANGE_REQUEST_STATUS_LABELS } from '@lens/contracts';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import { downloadChangeRequestCsv, useChangeRequest } from '../api/change-requests-api.ts';
import { statusLine } from './request-status.tsx';
import styles from './change-request-print.module.css';

/**
 * `/change_requests/:id/print`: the request as a sheet to print or save as PDF and send to the
 * channel, outside the app frame.
 */
export function ChangeRequestPrintPage() {
  const requestId = Number(useParams().id);
  const request = useChangeRequest(requestId);
  if (request.isPending)
    return (
      <main className={styles.sheet} aria-busy>
        <Skeleton height={400} />
      </main>
    );
  if (request.isError)
    return (
      <main className={styles.sheet}>
        <EmptyState title="This change request could not be opened">
          {readableError(request.error, 'Please try again in a moment.')}
        </EmptyState>
      </main>
    );
  const data = request.data;
  return (
    <main className={styles.sheet} data-testid="change-request-print">
      <div className={styles.toolbar}>
        <Button onClick={() => void downloadChangeRequestCsv(data)}>Download CSV</Button>
        <Button variant="primary" onClick={() => window.print()}>
          <Printer size={16} aria-hidden /> Print
        </Button>
      </div>
      <header className={styles.head}>
        <div>
          <h1>Content change request {data.reference}</h1>
          <p>
            {data.property.name}
            {data.property.code && ` (${data.property.code})`} on {data.site.name}
          </p>
        </div>
        <p>
          <strong>{CHANGE_REQUEST_STATUS_LABELS[data.status]}</strong>
          {data.status !== 'OPEN' && (
            <>
              <br />
              {statusLine(data)}
            </>
          )}
        </p>
      </header>
      <dl className={styles.meta}>
        <dt>Channel</dt>
        <dd>{data.site.name}</dd>
        <dt>Listing</dt>
        <dd>{data.listingUrl ?? 'Not recorded'}</dd>
        <dt>Audit of</dt>
        <dd>{formatDay(data.auditDate)}</dd>
        <dt>Requested</dt>
        <dd>
          {formatDay(data.createdAt)}
          {data.createdBy && ` by ${data.createdBy.name}`}
        </dd>
        <dt>Layout</dt>
        <dd>{data.layoutName}</dd>
      </dl>
      <p>
        Please update the listing so that each field below shows the corrected value from the
        property&apos;s reference data.
      </p>
      <table className={styles.lines}>
        <caption className="visually-hidden">Fields to correct</caption>
        <colgroup>
          <col className={styles.fieldColumn} />
          <col className={styles.languageColumn} />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Language</th>
            <th scope="col">Shown now</th>
            <th scope="col">Corrected value</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={`${line.characteristic}|${line.language}`}>
              <th scope="row">{line.label}</th>
              <td>{line.language || '–'}</td>
              <td>{line.currentValue ?? 'Not shown'}</td>
              <td>{line.correctedValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.foot}>
        Reference {data.reference}: please quote it in your reply. Generated{' '}
        {formatDay(new Date().toISOString())}.
      </p>
    </main>
  );
}
