import {
  closeOnboarding,
  defaultActionsHistory,
  markHintsSeen,
  markLevelVisited,
  nextOnboardingStep,
  optOutOfTours,
  startOnboarding,
  type ActionsHistory,
  type OnboardingState,
  type PageLevel,
} from '@lens/domain';
import { create } from 'zustand';
import { saveActionsHistory } from '../api/actions-history.ts';

interface TourState {
  history: ActionsHistory | null;
  tour: OnboardingState | null;
  /** The level last arrived at: filter changes within it do not start its tour again. */
  arrivedAt: PageLevel | null;
  setHistory(history: ActionsHistory): void;
  /** Arriving at another level may start its tour. */
  arrive(level: PageLevel, windowWidth: number): void;
  next(): void;
  close(): void;
  skipForGood(): void;
  restart(level: PageLevel | null, windowWidth: number): void;
}

const SESSION_KEY = 'lens.toursShown';

/**
 * Levels whose tour already showed in this browser session. A progress tour (the prompt to go on)
 * shows once per level and session: on every return to a level it would be a nag, not a guide.
 */
function shownThisSession(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function rememberShown(level: PageLevel): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify([...shownThisSession(), level]));
}

function persist(history: ActionsHistory): void {
  void saveActionsHistory(history).catch(() => {
    // Losing a save only repeats a hint later; it is not worth interrupting the user.
  });
}

/**
 * The onboarding (docs/product-rules.md, "Onboarding tours") over the domain rules: a tour starts on arriving at a level,
 * visited levels and seen hints are saved as they happen, Skip opts out for good, and Restart
 * brings back the defaults.
 */
export const useTourStore = create<TourState>((set, get) => ({
  history: null,
  tour: null,
  arrivedAt: null,
  setHistory: (history) => set({ history }),
  arrive: (level, windowWidth) => {
    const { history, arrivedAt } = get();
    if (!history || arrivedAt === level) return;
    const tour = startOnboarding({ windowWidth, level, history });
    if (!tour || (tour.kind === 'progress' && shownThisSession().has(level))) {
      return set({ arrivedAt: level, tour: null });
    }
    rememberShown(level);
    const visited = markLevelVisited(history, level);
    persist(visited);
    set({ arrivedAt: level, tour, history: visited });
  },
  next: () => {
    const { tour, history } = get();
    if (!tour || !history) return;
    const step = tour.steps[tour.activeStepIndex];
    const seen = step?.kind === 'page' ? markHintsSeen(history, [step.id]) : history;
    if (seen !== history) persist(seen);
    set({ tour: nextOnboardingStep(tour), history: seen });
  },
  close: () => {
    const { tour } = get();
    if (tour) set({ tour: closeOnboarding(tour) });
  },
  skipForGood: () => {
    const { tour, history } = get();
    if (!history) return;
    const skipped = optOutOfTours(history);
    persist(skipped);
    set({ history: skipped, tour: tour ? closeOnboarding(tour) : null });
  },
  restart: (level, windowWidth) => {
    const fresh = defaultActionsHistory();
    persist(fresh);
    sessionStorage.removeItem(SESSION_KEY);
    set({ history: fresh, tour: null, arrivedAt: null });
    if (level) get().arrive(level, windowWidth);
  },
}));
