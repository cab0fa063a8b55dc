import { CheckCheck, X } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/form-controls.tsx';
import type { AuditsReviewPageState } from './use-audits-review-page.ts';
import styles from './filter-bar.module.css';

/** Selects the page's open audits and decides the selected ones together. */
export function ReviewSelectionBar({ page }: { page: AuditsReviewPageState }) {
  const { items, selected, setSelected, deciding, setPending } = page;
  const selectedAudits = items.filter((audit) => selected.has(audit.auditId));
  const open = items.filter((audit) => !deciding.has(audit.auditId));
  return (
    <div className={styles.selection} data-active={selected.size > 0}>
      <div className={styles.selectionText}>
        <Checkbox
          label={selected.size > 0 ? `${selected.size} selected` : 'Select all on this page'}
          checked={selected.size > 0 && selectedAudits.length === open.length}
          onChange={(event) =>
            setSelected(event.target.checked ? new Set(open.map((a) => a.auditId)) : new Set())
          }
        />
      </div>
      <Button
        size="small"
        variant="primary"
        disabled={selectedAudits.length === 0}
        onClick={() => setPending({ decision: 'ACCEPT', audits: selectedAudits })}
      >
        <CheckCheck size={15} aria-hidden /> Accept selected
      </Button>
      <Button
        size="small"
        variant="secondary"
        disabled={selectedAudits.length === 0}
        onClick={() => setPending({ decision: 'REJECT', audits: selectedAudits })}
      >
        <X size={15} aria-hidden /> Reject selected
      </Button>
    </div>
  );
}
