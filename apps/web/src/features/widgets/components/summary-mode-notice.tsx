import { FileText } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { useContentMonitor } from '../state/use-content-monitor.ts';
import styles from './widgets.module.css';

/** The channel level in summary report mode, which loads no audit: the way back to the detail. */
export function SummaryModeNotice() {
  const { switchable, saving, switchTo } = useContentMonitor();
  return (
    <div className={styles.summaryNotice} data-testid="summary-mode-notice">
      <EmptyState
        title="The summary report has no audit details"
        icon={<FileText size={28} aria-hidden />}
      >
        The characteristics, descriptions and location of this listing are in the Detail content
        monitor.
      </EmptyState>
      {switchable && (
        <Button variant="secondary" disabled={saving} onClick={() => void switchTo('DETAIL')}>
          Show the detail
        </Button>
      )}
    </div>
  );
}
