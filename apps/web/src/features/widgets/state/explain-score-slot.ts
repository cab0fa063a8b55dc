import type { ScoreFigureRef } from '@lens/contracts';
import { createContext, type ReactNode } from 'react';

/** A number of the page to explain, and what it is of, for the control's context ("Accuracy of Paris"). */
export type ExplainedScore = ScoreFigureRef & { label: string };

/**
 * Composition point for "Why this score": the route passes a render function and every score
 * calls it with its identity, so this feature draws the control without importing the one that
 * explains.
 */
export type ExplainScoreSlot = (score: ExplainedScore) => ReactNode;

export const ExplainScoreContext = createContext<ExplainScoreSlot | null>(null);
