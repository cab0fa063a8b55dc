import type { ScoreFigureRef } from '@lens/contracts';
import { Info } from 'lucide-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { SideSheet } from '../../../components/side-sheet.tsx';
import { useSelection } from '../../../lib/selection.ts';
import { useScoreExplanation } from '../api/score-explanation-query.ts';
import { ScoreExplanationPanel } from './score-explanation-panel.tsx';
import styles from './score-explain.module.css';

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
        <ScoreExplanationPanel
          query={explanation}
          selection={selection}
          onLeave={() => setOpen(false)}
        />
      </SideSheet>
    </span>
  );
}
