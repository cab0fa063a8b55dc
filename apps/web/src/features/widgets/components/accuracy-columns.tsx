import type { AccuracyRow } from '@lens/contracts';
import { formatAccuracy } from '@lens/domain';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import type { TableColumn } from '../../../components/virtual-table.tsx';
import { scoreDelta } from '../format.ts';
import { Delta } from './delta.tsx';

/** The score columns every ranked table shares; weakest first when sorted. */
export const accuracyColumn: TableColumn<AccuracyRow> = {
  id: 'accuracy',
  header: 'Accuracy',
  width: 112,
  align: 'end',
  firstDirection: 'ascending',
  sortValue: (row) => row.accuracy,
  cell: (row) => <ScoreBadge value={row.accuracy} />,
};

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
