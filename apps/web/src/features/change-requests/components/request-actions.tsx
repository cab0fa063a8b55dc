import { type ChangeRequestSummary } from '@lens/contracts';
import { CheckCheck, Download, Printer, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { HowToFixLink } from '../../../components/how-to-fix-link.tsx';
import { readableError } from '../../../lib/readable-error.ts';
import {
  downloadChangeRequestCsv,
  showOutcome,
  useRefreshChangeRequests,
} from '../api/change-requests-api.ts';
import styles from './change-requests.module.css';
import { useConfirmChangeRequest } from '../api/change-requests-api.ts';

/** CSV, print, the channel's how-to-fix guide, and the next step of the request's tracking. */
export function RequestActions({
  request,
  onMarkSent,
}: {
  request: ChangeRequestSummary;
  onMarkSent(request: ChangeRequestSummary): void;
}) {
  const confirm = useConfirmChangeRequest();
  const refresh = useRefreshChangeRequests();
  const confirmByHand = async () => {
    try {
      await confirm.mutateAsync({ params: { requestId: request.id } });
      showOutcome(`${request.reference} is confirmed.`, 'success');
    } catch (error) {
      showOutcome(readableError(error, 'That did not work. Try again.'), 'error');
    }
    await refresh();
  };
  const label = (what: string) => `${what} ${request.reference}`;
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        variant="ghost"
        iconOnly
        aria-label={label('Download CSV of')}
        title="Download CSV"
        onClick={() => void downloadChangeRequestCsv(request)}
      >
        <Download size={16} aria-hidden />
      </Button>
      <Link
        to={`/change_requests/${request.id}/print`}
        target="_blank"
        className={buttonClasses({ size: 'small', variant: 'ghost', iconOnly: true })}
        aria-label={label('Print')}
        title="Printable page"
      >
        <Printer size={16} aria-hidden />
      </Link>
      <HowToFixLink
        channel={{ name: request.site.name, categoryId: request.site.siteGroupId }}
        iconOnly
      />
      {request.status === 'OPEN' && (
        <Button size="small" onClick={() => onMarkSent(request)} aria-label={label('Mark sent')}>
          <Send size={14} aria-hidden /> Mark sent
        </Button>
      )}
      {request.status === 'SENT' && (
        <Button
          size="small"
          disabled={confirm.isPending}
          onClick={() => void confirmByHand()}
          aria-label={label('Confirm fixed')}
          title="The channel shows the fix"
        >
          <CheckCheck size={14} aria-hidden /> Confirm
        </Button>
      )}
    </div>
  );
}
