import { FileBarChart2, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { SearchInput } from '../../../components/form-controls.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { RUNS_PAGE, type ReportsPageState } from './use-reports-page.ts';
import { DefinitionsTable } from './definitions-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import styles from './reports.module.css';

/** The report definitions, filtered by client and search, with run, edit and delete. */
export function ReportsPageDefinitions({ page: state }: { page: ReportsPageState }) {
  const { list, search, clientId, page, typed, setTyped, clients, definitions, running } = state;
  const { runNow, setSheet, setDeleting } = state;
  const items = definitions.data?.items ?? [];
  return (
    <Card
      title="Report definitions"
      subtitle={
        definitions.data
          ? `${definitions.data.total} ${definitions.data.total === 1 ? 'report' : 'reports'}`
          : 'Loading reports'
      }
      flush
    >
      <div className={styles.toolbar}>
        <OptionSelect
          label="Client"
          value={clientId}
          options={clients}
          placeholder="All clients"
          onChange={(value) => list.set({ client: value, [RUNS_PAGE]: null })}
        />
        <SearchInput
          label="Search reports"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {definitions.isPending ? (
        <div className={styles.loading}>
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : definitions.isError ? (
        <EmptyState title="The reports could not be loaded">
          <Button size="small" onClick={() => definitions.refetch()}>
            <RefreshCw size={14} aria-hidden /> Try again
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState
          title={search || clientId ? 'No report matches' : 'No reports yet'}
          icon={<FileBarChart2 size={28} aria-hidden />}
        >
          {search || clientId
            ? 'Clear the search or choose another client.'
            : 'Create one to send a client a monthly workbook or PDF.'}
        </EmptyState>
      ) : (
        <>
          <DefinitionsTable
            reports={items}
            running={running}
            onRun={runNow}
            onEdit={(report) => setSheet({ report })}
            onDelete={setDeleting}
          />
          <Pager
            page={page}
            pageSize={definitions.data!.pageSize}
            total={definitions.data!.total}
            onPage={list.setPage}
            label="reports"
            hideSinglePage
          />
        </>
      )}
    </Card>
  );
}
