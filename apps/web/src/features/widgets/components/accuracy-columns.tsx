import type { AccuracyRow } from '@lens/contracts';
import { formatAccuracy } from '@lens/domain';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import type { TableColumn } from '../../../components/virtual-table.tsx';
import { scoreDelta } from '../format.ts';
import { Delta } from './delta.tsx';
import { WhyScore } from './why-score.tsx';
import styles from './widgets.module.css';

/**
 * The score columns every ranked table shares; weakest first when sorted. The accuracy carries
 * its "Why this score" control, explaining the row of `of`.
 */
export const accuracyColumn = (of: 'property' | 'site'): TableColumn<AccuracyRow> => ({
  id: 'accuracy',
  header: 'Accuracy',
  width: 140,
  align: 'end',
  firstDirection: 'ascending',
  sortValue: (row) => row.accuracy,
  cell: (row) => (
    <span className={styles.scoreCell}>
      <ScoreBadge value={row.accuracy} />
      {row.accuracy != null && (
        <WhyScore of={of} id={String(row.id)} label={`Accuracy of ${row.name}`} />
      )}
    </span>
  ),
});

export const changeColumn: TableColumn<AccuracyRow> = {
  id: 'change',
  header: 'Change',
  width: 96,
  align: 'end',
  firstDirection: 'ascending',
  sortValue: (row) => scoreDelta(row.accuracy, row.previousMonthAccuracy),
  cell: (row) => <Delta value={scoreDelta(row.accuracy, row.previousMonthAccuracy)} compact />,
};

/** Content score; `priority` decides when it gives way on narrow tables. */
export const contentColumn = (priority: number): TableColumn<AccuracyRow> => ({
  id: 'content',
  header: 'Content',
  width: 112,
  align: 'end',
  priority,
  firstDirection: 'ascending',
  sortValue: (row) => row.contentPro,
  cell: (row) => formatAccuracy(row.contentPro),
});
