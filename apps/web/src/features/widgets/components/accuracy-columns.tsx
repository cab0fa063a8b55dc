import type { AccuracyRow } from '@lens/contracts';
import { formatAccuracy, hasContentScore, scoreChange } from '@lens/domain';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import type { TableColumn } from '../../../components/virtual-table.tsx';
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

/** The change gives way last on a phone: the name and the score come first. */
export const changeColumn: TableColumn<AccuracyRow> = {
  id: 'change',
  header: 'Change',
  width: 96,
  align: 'end',
  priority: 10,
  firstDirection: 'ascending',
  sortValue: (row) => scoreChange(row.accuracy, row.previousMonthAccuracy),
  cell: (row) => <Delta value={scoreChange(row.accuracy, row.previousMonthAccuracy)} compact />,
};

/**
 * Content score; `priority` decides when it gives way on narrow tables. Only some channels publish
 * one, so a channel row without says so rather than showing an N/A that reads as missing data.
 */
export const contentColumn = (
  of: 'property' | 'site',
  priority: number,
): TableColumn<AccuracyRow> => ({
  id: 'content',
  header: 'Content',
  width: 112,
  align: 'end',
  priority,
  firstDirection: 'ascending',
  sortValue: (row) => row.contentPro,
  cell: (row) =>
    of === 'site' && !hasContentScore(Number(row.id)) ? (
      <span className={styles.notPublished} title="This channel publishes no content score">
        None published
      </span>
    ) : (
      formatAccuracy(row.contentPro)
    ),
});
