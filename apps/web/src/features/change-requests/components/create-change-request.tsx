import { FilePenLine } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { downloadChangeRequestCsv } from '../api/change-requests-api.ts';
import { CreateChangeRequestBody } from './create-change-request-body.tsx';
import { useCreateChangeRequestDialog } from './use-create-change-request-dialog.ts';

/**
 * "Create change request" on a channel audit: the audit's flagged results come ticked, the other
 * results that are not accurate can be ticked too; the request holds the reference values valid
 * today. Once made, its CSV and printable page are one click away.
 */
export function CreateChangeRequest({ auditId }: { auditId: number }) {
  const dialog = useCreateChangeRequestDialog(auditId);
  const { open, setOpen, close, made, ticked } = dialog;
  const data = dialog.data;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="create-change-request">
        <FilePenLine size={16} aria-hidden /> Create change request
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !next && close()}
        wide
        title={made ? `Change request ${made.reference} made` : 'Create change request'}
        description={
          made
            ? `${made.lines.length} ${made.lines.length === 1 ? 'line' : 'lines'} for ${made.site.name}, in the ${made.layoutName} layout.`
            : data
              ? `Ask ${data.site.name} to correct ${data.property.name}. Flagged items come ticked; tick any other result to include it.`
              : undefined
        }
        data-testid="create-change-request-dialog"
        footer={
          made ? (
            <>
              <Link to={`/change_requests/${made.id}/print`} target="_blank">
                Printable page
              </Link>
              <Button onClick={() => void downloadChangeRequestCsv(made)}>Download CSV</Button>
              <Button variant="primary" onClick={close}>
                Done
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="primary"
                disabled={ticked.size === 0 || dialog.creating || !data}
                onClick={() => void dialog.submit()}
              >
                Create request ({ticked.size})
              </Button>
            </>
          )
        }
      >
        <CreateChangeRequestBody dialog={dialog} />
      </Modal>
    </>
  );
}
