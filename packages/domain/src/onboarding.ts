import { hasVisitedAnyLevel, type ActionsHistory } from './onboarding-history.ts';
import { nextPageLevel, type PageLevel } from './page-level.ts';
import { isNarrowWindow } from './viewport.ts';

/**
 * The onboarding tours (docs/product-rules.md, "Onboarding tours"), as step ids and kinds only:
 * the web app owns the
 * texts and the elements each step points at.
 */
export const ONBOARDING_STEP_KINDS = [
  'welcome',
  'page',
  'new-page-prompt',
  'filter-reset',
  'finish',
] as const;
export type OnboardingStepKind = (typeof ONBOARDING_STEP_KINDS)[number];
export type OnboardingStep = { id: string; kind: OnboardingStepKind };

/**
 * "Step lists are built per level." Ids are shared across levels where the same widget appears,
 * so a hint seen on one page is not repeated on the next.
 */
export const PAGE_STEP_IDS: Readonly<Record<PageLevel, readonly string[]>> = {
  overview: [
    'filter-panel',
    'date-picker',
    'overall-accuracy',
    'accuracy-by-property-type',
    'accuracy-trend',
  ],
  'property-type': [
    'filter-panel',
    'property-list',
    'accuracy-by-channel-category',
    'issues-summary',
    'map',
  ],
  property: ['breadcrumbs', 'channel-accuracy', 'characteristics-by-channel', 'status-notice'],
  channel: [
    'channel-navigation',
    'audit-details',
    'description-comparison',
    'notes',
    'flag-for-modification',
  ],
};

export type TourKind = 'welcome' | 'new-page' | 'progress';

/**
 * "A welcome tour shows the first time. A new-page tour shows on a first-visited level. A progress
 * tour shows otherwise. A tour is skipped if history says skipped." Null means no tour.
 */
export function tourKind(history: ActionsHistory, level: PageLevel): TourKind | null {
  if (history.skipped) return null;
  if (!hasVisitedAnyLevel(history)) return 'welcome';
  return history.visitedLevel[level] === true ? 'progress' : 'new-page';
}

/**
 * The steps that end every tour: on a level with a narrower one after it, the prompt to continue
 * there and the notice that continuing resets the filters; on the channel page, the finish.
 */
export function closingSteps(level: PageLevel): OnboardingStep[] {
  const next = nextPageLevel(level);
  if (next === null) return [{ id: 'finish', kind: 'finish' }];
  return [
    { id: `continue-to-${next}`, kind: 'new-page-prompt' },
    { id: 'filter-reset', kind: 'filter-reset' },
  ];
}

/** A tour's steps: welcome, the level's hints not seen yet, then the closing steps. */
export function buildTour(
  kind: TourKind,
  level: PageLevel,
  history: ActionsHistory,
): OnboardingStep[] {
  const pageSteps: OnboardingStep[] =
    kind === 'progress'
      ? []
      : PAGE_STEP_IDS[level]
          .filter((id) => history.seenHints[id] !== true)
          .map((id) => ({ id, kind: 'page' }));
  const welcome: OnboardingStep[] = kind === 'welcome' ? [{ id: 'welcome', kind: 'welcome' }] : [];
  return [...welcome, ...pageSteps, ...closingSteps(level)];
}

export type OnboardingState = {
  isVisible: boolean;
  level: PageLevel;
  kind: TourKind;
  steps: OnboardingStep[];
  activeStepIndex: number;
};

export type OnboardingStart = { windowWidth: number; level: PageLevel; history: ActionsHistory };

/** The tour to show on arriving at a level, or null: "Not started on windows narrower than 1024px." */
export function startOnboarding(start: OnboardingStart): OnboardingState | null {
  if (isNarrowWindow(start.windowWidth)) return null;
  const kind = tourKind(start.history, start.level);
  if (kind === null) return null;
  const steps = buildTour(kind, start.level, start.history);
  return { isVisible: true, level: start.level, kind, steps, activeStepIndex: 0 };
}

export function activeStep(state: OnboardingState): OnboardingStep | undefined {
  return state.isVisible ? state.steps[state.activeStepIndex] : undefined;
}

/** "Next advances"; past the last step the tour closes. */
export function nextOnboardingStep(state: OnboardingState): OnboardingState {
  const index = state.activeStepIndex + 1;
  return index < state.steps.length
    ? { ...state, activeStepIndex: index }
    : { ...state, isVisible: false };
}

export function closeOnboarding(state: OnboardingState): OnboardingState {
  return { ...state, isVisible: false };
}

/**
 * "Continue moves to the next page level": the level to take the user to, or null where there is
 * none. The caller applies `onboardingSelection` and starts the next level's tour.
 */
export function continueLevel(state: OnboardingState): PageLevel | null {
  const kind = activeStep(state)?.kind;
  if (kind !== 'new-page-prompt' && kind !== 'filter-reset') return null;
  return nextPageLevel(state.level);
}
