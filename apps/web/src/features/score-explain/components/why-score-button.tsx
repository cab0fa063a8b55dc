import type { ScoreFigureRef } from '@lens/contracts';
import { Info } from 'lucide-react';
import { Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { SideSheet } from '../../../components/side-sheet.tsx';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { useSelection } from '../../../lib/selection.ts';
import { useScoreExplanation } from '../api/score-explanation-query.ts';
import styles from './score-explain.module.css';

// Out of the dashboard's first download; fetched when a pointer or the focus reaches a button.
const { Component: ScoreExplanationPanel, preload: preloadPanel } = lazyWithPreload(
  async () => (await import('./score-explanation-panel.tsx')).ScoreExplanationPanel,
);

// Scores sit inside clickable rows and tiles, and React events bubble out of the sheet's portal
// to them: nothing done in the control or its sheet may also open what the row opens.
const keepToItself = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/**
 * The "Why this score" control: an info button beside a number that opens a side sheet saying how
 * the number is computed, what is behind it and what would raise it most.
 */
export function WhyScoreButton({ label, ...figure }: ScoreFigureRef & { label: string }) {
  const [open, setOpen] = useState(false);
  const { selection } = useSelection();
  const explanation = useScoreExplanation(selection, figure, open);
  return (
    <span className={styles.root} onClick={keepToItself} onKeyDown={keepToItself}>
      <Button
        variant="ghost"
        size="small"
        iconOnly
        className={styles.trigger}
        aria-label="Why this score"
        title={`Why this score: ${label}`}
        aria-haspopup="dialog"
        data-testid="why-score"
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(true)}
      >
        <Info size={15} aria-hidden />
      </Button>
      <SideSheet
        open={open}
        onOpenChange={setOpen}
        title={`Why this score: ${label}`}
        description={explanation.data?.subject}
        data-testid="score-explanation"
      >
        <Suspense fallback={<Skeleton height={320} />}>
          <ScoreExplanationPanel
            query={explanation}
            selection={selection}
            onLeave={() => setOpen(false)}
          />
        </Suspense>
      </SideSheet>
    </span>
  );
}
