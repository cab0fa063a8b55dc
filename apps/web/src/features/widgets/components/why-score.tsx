import { use } from 'react';
import { ExplainScoreContext, type ExplainedScore } from '../state/explain-score-slot.ts';

/** The "Why this score" control of one number, when the page was given one. */
export function WhyScore(score: ExplainedScore) {
  const slot = use(ExplainScoreContext);
  return slot ? slot(score) : null;
}
