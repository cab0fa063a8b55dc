import type { ScoreExplanation } from '@lens/contracts';
import type { FilterSelection } from '@lens/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import {
  Characteristics,
  ExplainedFigure,
  Improvements,
  KnockoutCauses,
} from './explanation-sections.tsx';
import { LowestAudits } from './lowest-audits.tsx';
import styles from './score-explain.module.css';

/** The explanation of one number: formula, counts, characteristics, gains and the lowest audits. */
export function ScoreExplanationPanel({
  query,
  selection,
  onLeave,
}: {
  query: Pick<UseQueryResult<ScoreExplanation>, 'data' | 'isPending' | 'isError'>;
  selection: FilterSelection;
  /** Following an audit link leaves the page the sheet explains. */
  onLeave(): void;
}) {
  if (query.isError)
    return <EmptyState title="The explanation could not be loaded">Try again later.</EmptyState>;
  if (query.isPending || !query.data)
    return (
      <div className={styles.panel} aria-busy data-testid="score-explanation-loading">
        <Skeleton height={64} />
        <Skeleton height={160} />
        <Skeleton height={120} />
      </div>
    );
  const e = query.data;
  const knockout = e.figure === 'knockout';
  return (
    <div className={styles.panel}>
      <ExplainedFigure e={e} />
      {e.improvements.length > 0 && <Improvements e={e} />}
      {!knockout && e.characteristics.length > 0 && <Characteristics e={e} />}
      {knockout && e.knockoutCauses.length > 0 && <KnockoutCauses e={e} />}
      <LowestAudits e={e} selection={selection} onLeave={onLeave} />
    </div>
  );
}
