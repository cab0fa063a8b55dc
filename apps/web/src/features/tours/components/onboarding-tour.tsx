import {
  activeStep,
  bestPropertyFor,
  continueLevel,
  encodeFilterPath,
  onboardingSelection,
  type OnboardingStep,
  type PageLevel,
} from '@lens/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { useSelection } from '../../../lib/selection.ts';
import { loadActionsHistory, loadBestProperties } from '../api/actions-history.ts';
import { loadChunk } from '../../../lib/load-chunk.ts';
import type { TourStepText } from '../content/tour-steps.ts';
import { useTourStore } from '../state/tour-store.ts';
import type * as TourDriver from './tour-driver.ts';
import type { TourStepView } from './tour-driver.ts';

// The step popover and its library load with the first step shown; until then nothing is open.
let tourDriver: typeof TourDriver | undefined;
const loadTourDriver = async () =>
  (tourDriver ??= await loadChunk(() => import('./tour-driver.ts')));
const hideTourStep = () => tourDriver?.hideTourStep();

/** The tours' words are fetched when a step is first shown, not with the dashboard. */
async function stepText(step: OnboardingStep, level: PageLevel): Promise<TourStepText> {
  const { continueStep, TOUR_STEPS } = await loadChunk(() => import('../content/tour-steps.ts'));
  if (step.kind === 'new-page-prompt') {
    const next = continueLevel({
      isVisible: true,
      level,
      kind: 'new-page',
      steps: [step],
      activeStepIndex: 0,
    });
    return next ? continueStep(next) : TOUR_STEPS.finish!;
  }
  return TOUR_STEPS[step.id] ?? { title: step.id, body: '' };
}

/**
 * The onboarding tours on the widgets page (docs/product-rules.md, "Onboarding tours"): started on arriving at a level,
 * hidden by a filter change, and able to take the user one level down with an example property.
 */
export function OnboardingTour({
  level,
  propertyType,
}: {
  level: PageLevel | null;
  propertyType: string | null;
}) {
  const history = useTourStore((state) => state.history);
  const tour = useTourStore((state) => state.tour);
  const arrivedAt = useTourStore((state) => state.arrivedAt);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { selection } = useSelection();
  const { view } = useCurrentView();
  const continuing = useRef(false);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (useTourStore.getState().history) return;
    loadActionsHistory()
      .then((loaded) => useTourStore.getState().setHistory(loaded))
      .catch(() => {
        // Without a history no tour starts: better than repeating the welcome on every visit.
      });
  }, []);

  useEffect(() => {
    if (level && history) useTourStore.getState().arrive(level, window.innerWidth);
  }, [level, history, arrivedAt]);

  // "Setting selected parameters ... hides onboarding if visible", except the tour's own move.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (continuing.current) continuing.current = false;
    else useTourStore.getState().close();
  }, [pathname]);

  const step = tour ? activeStep(tour) : undefined;

  useEffect(() => {
    if (!tour || !step) {
      hideTourStep();
      return;
    }
    const index = tour.activeStepIndex;
    const store = useTourStore.getState();
    const goOn = async () => {
      const next = continueLevel(tour);
      const viewId = Number(view?.id);
      if (!next || !Number.isInteger(viewId)) return store.close();
      const best = bestPropertyFor(await loadBestProperties(viewId), propertyType);
      if (!best) return store.close();
      continuing.current = true;
      store.close();
      navigate(
        encodeFilterPath({
          startDate: selection.startDate,
          endDate: selection.endDate,
          ...(selection.view ? { view: selection.view } : {}),
          ...onboardingSelection(next, best),
        }),
      );
    };
    const shown: Omit<TourStepView, keyof TourStepText> = {
      progress: `${index + 1} of ${tour.steps.length}`,
      primary:
        step.kind === 'welcome'
          ? { label: 'Start the tour', run: store.next }
          : step.kind === 'new-page-prompt'
            ? { label: 'Continue', run: store.next }
            : step.kind === 'filter-reset'
              ? { label: 'Continue', run: () => void goOn() }
              : step.kind === 'finish'
                ? { label: 'Done', run: store.next }
                : { label: 'Next', run: store.next },
      secondary:
        step.kind === 'new-page-prompt' || step.kind === 'filter-reset'
          ? { label: 'Not now', run: store.close }
          : undefined,
      onClose: store.close,
      onSkip: step.kind === 'finish' ? undefined : store.skipForGood,
    };
    let current = true;
    void Promise.all([stepText(step, tour.level), loadTourDriver()]).then(([text, driver]) => {
      if (current) void driver.showTourStep({ ...text, ...shown });
    });
    return () => {
      current = false;
    };
  }, [tour, step, navigate, selection, view, propertyType]);

  useEffect(() => () => hideTourStep(), []);
  return null;
}
