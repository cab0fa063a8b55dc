import { PAGE_LEVELS, type PageLevel } from './page-level.ts';

/**
 * What the user has done with the tours, saved on the server as actionsHistoryJson: skipped,
 * the seen hints and the visited levels (docs/product-rules.md, "Onboarding tours").
 * Levels may be missing from a stored history (saved before the user reached them): missing means
 * not visited.
 */
export type ActionsHistory = {
  skipped: boolean;
  seenHints: Record<string, boolean>;
  visitedLevel: Partial<Record<PageLevel, boolean>>;
};

/** "Reset restores defaults": nothing skipped, seen or visited. */
export function defaultActionsHistory(): ActionsHistory {
  return {
    skipped: false,
    seenHints: {},
    visitedLevel: Object.fromEntries(PAGE_LEVELS.map((level) => [level, false])),
  };
}

export function hasVisitedAnyLevel(history: ActionsHistory): boolean {
  return PAGE_LEVELS.some((level) => history.visitedLevel[level] === true);
}

export function markLevelVisited(history: ActionsHistory, level: PageLevel): ActionsHistory {
  return { ...history, visitedLevel: { ...history.visitedLevel, [level]: true } };
}

export function markHintsSeen(history: ActionsHistory, hintIds: readonly string[]): ActionsHistory {
  const seen = Object.fromEntries(hintIds.map((id) => [id, true]));
  return { ...history, seenHints: { ...history.seenHints, ...seen } };
}

/** "Skip can opt out permanently": no tour starts again until the history is reset. */
export function optOutOfTours(history: ActionsHistory): ActionsHistory {
  return { ...history, skipped: true };
}
