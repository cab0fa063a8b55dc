import type { ReactNode } from 'react';
import { ScoreCard, type ScoreCardProps } from './score-card.tsx';
import styles from './widgets.module.css';

export type Kpi = ScoreCardProps & { id: string; icon?: ReactNode };

/** The row of headline figures at the top of a page. */
export function KpiRow({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <section className={styles.kpis} aria-label="Key figures">
      {kpis.map(({ id, ...kpi }) => (
        <ScoreCard key={id} data-testid={`kpi-${id}`} {...kpi} />
      ))}
    </section>
  );
}
