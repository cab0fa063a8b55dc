import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { GeneratedTable } from './generated-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { RUNS_PAGE, type ReportsPageState } from './use-reports-page.ts';
import styles from './reports.module.css';

/** The files built by runs, newest first, with their own pager. */
export function ReportsPageGenerated({ page: state }: { page: ReportsPageState }) {
  const { list, runs, runsPage } = state;
  const runItems = runs.data?.items ?? [];
  return (
    <Card
      title="Generated reports"
      subtitle="Newest first; building and waiting runs refresh by themselves"
      flush
    >
      {runs.isPending ? (
        <div className={styles.loading}>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : runItems.length === 0 ? (
        <EmptyState title="Nothing generated yet">
          Run a report now, or wait for the monthly schedule.
        </EmptyState>
      ) : (
        <>
          <GeneratedTable runs={runItems} />
          <Pager
            page={runsPage}
            pageSize={runs.data!.pageSize}
            total={runs.data!.total}
            onPage={(next) => list.setPage(next, RUNS_PAGE)}
            label="generated reports"
            hideSinglePage
          />
        </>
      )}
    </Card>
  );
}
