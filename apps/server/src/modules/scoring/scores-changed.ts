import type { Tx } from '../../db/transaction.ts';
import { detectRegressions } from '../alerts/regression-detection.service.ts';
import { confirmFixedChangeRequests } from '../change-requests/change-request-tracking.service.ts';
import { bumpDataVersion } from '../data-version/data-version.queries.ts';
import { rebuildPairStates, type PairFrom } from './pair-rebuild.queries.ts';
import { refreshPairStates, type AuditKey } from './pair-states.queries.ts';

/**
 * Why scores changed, which decides what reacts (REACTIONS below):
 * - `landed`: new audits of channel content (imports, connectors, captures);
 * - `rescored`: audits already landed scored again by our own judgement (a review decision,
 *   noise rules, the engine re-audit, flagged notes, a re-audit from the snapshots);
 * - `excluded`: audits taken out of scoring or put back (wrong matches), which changes which audit
 *   each pair state stands on, not any audit's score.
 */
export type ScoreChange =
  | { kind: 'landed'; audits: readonly AuditKey[] }
  | { kind: 'rescored'; audits: readonly AuditKey[] }
  | { kind: 'excluded'; pairs: readonly PairFrom[] };

interface Reaction {
  /** What the reaction does, as a content manager would say it. */
  does: string;
  on: ReadonlyArray<ScoreChange['kind']>;
  run(tx: Tx, clientId: number, audits: readonly AuditKey[]): Promise<unknown>;
}

/**
 * What follows a change of scores, in order, once pair states and rollups are up to date. This is
 * a product decision kept in one place (docs/product-rules.md, "When scores change"):
 * - a regression alert reports a channel's content getting worse, so only new content raises one;
 *   a re-score is our judgement changing and is recorded in the activity log instead;
 * - a change request is confirmed fixed by any audit after it that shows the value right, whether
 *   that audit just landed or was just re-scored (a review accepting the channel's value).
 * Noise rules are not a reaction: they are part of scoring an audit, before it lands or when the
 * rules change (which is a `rescored` change). Every change makes the client's cached answers
 * stale (docs/architecture.md, "Caching and compression").
 */
const REACTIONS: readonly Reaction[] = [
  {
    does: 'confirm change requests that the audits show fixed',
    on: ['landed', 'rescored'],
    run: (tx, _clientId, audits) => confirmFixedChangeRequests(tx, audits),
  },
  {
    does: 'raise regression alerts and tell their followers',
    on: ['landed'],
    run: (tx, clientId, audits) => detectRegressions(tx, clientId, audits),
  },
  {
    // Last: it locks the client's version row until the transaction commits.
    does: "make the client's cached dashboard answers stale",
    on: ['landed', 'rescored', 'excluded'],
    run: (tx, clientId) => bumpDataVersion(tx, clientId),
  },
];

/**
 * The one entry point for a change of scores, inside the caller's transaction: brings pair_states
 * and every rollup up to date, then runs what reacts to this kind of change.
 */
export async function scoresChanged(tx: Tx, clientId: number, change: ScoreChange): Promise<void> {
  if (change.kind === 'excluded') {
    if (change.pairs.length === 0) return;
    await rebuildPairStates(tx, clientId, change.pairs);
  } else {
    if (change.audits.length === 0) return;
    await refreshPairStates(tx, clientId, change.audits);
  }
  const audits = change.kind === 'excluded' ? [] : change.audits;
  // The reactions run in order: an earlier one's writes are visible to the next.
  for (const reaction of REACTIONS) {
    if (reaction.on.includes(change.kind)) await reaction.run(tx, clientId, audits);
  }
}

/** The reactions by kind of change, for the rules page and its test. */
export function reactionsTo(kind: ScoreChange['kind']): string[] {
  return REACTIONS.filter((reaction) => reaction.on.includes(kind)).map(
    (reaction) => reaction.does,
  );
}
