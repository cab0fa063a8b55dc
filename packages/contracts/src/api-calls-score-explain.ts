import { defineCall } from './api-call.ts';
import { scoreExplanationQuerySchema, scoreExplanationSchema } from './score-explanation.ts';

/** "Why this score": the explanation of any number the widgets page shows. */
export const SCORE_EXPLAIN_CALLS = {
  getScoreExplanation: defineCall({
    id: 'getScoreExplanation',
    method: 'GET',
    path: '/dashboard/data/score-explanation',
    query: scoreExplanationQuerySchema,
    status: 200,
    response: scoreExplanationSchema,
    errors: [403],
    description:
      'How a dashboard figure is computed: audits and characteristics behind it, their weights, ' +
      'the lowest audits and what would raise it most',
  }),
} as const;
