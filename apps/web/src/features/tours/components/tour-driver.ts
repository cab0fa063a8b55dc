import type { Driver } from 'driver.js';
import { loadChunk } from '../../../lib/load-chunk.ts';

export interface TourAction {
  label: string;
  run(): void;
}

/** One step as the popover shows it: texts, the element it points at, and its buttons. */
export interface TourStepView {
  title: string;
  body: string;
  target?: string;
  progress: string;
  primary: TourAction;
  secondary?: TourAction;
  onClose(): void;
  /** Opting out of tours for good; absent on the last step, where it would mean nothing. */
  onSkip?: () => void;
}

let active: Driver | null = null;
// What closing the popover (its X, Escape, a click on the overlay) does for the step shown now.
let onUserClose: (() => void) | null = null;
// A close the app asked for must not report back as the user closing the popover.
let closingQuietly = false;

function button(label: string, className: string, run: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.className = className;
  element.addEventListener('click', run);
  return element;
}

/**
 * Shows a step with driver.js, loaded with its styles on the first step only: most sessions never
 * see a tour. An element that is not on the page (a widget this property does not have) leaves
 * the popover centred instead of pointing at nothing.
 */
export async function showTourStep(step: TourStepView): Promise<void> {
  const { driver } = await loadChunk(() => import('./tour-theme.ts'));
  onUserClose = step.onClose;
  // One instance for the whole tour: the overlay stays and moves from step to step.
  const instance =
    active ??
    driver({
      // Without animation a highlight is done when it returns: with it, a quick second Next could
      // land mid-transition and driver.js would redraw the previous step's popover at the end.
      animate: false,
      smoothScroll: true,
      allowClose: true,
      overlayOpacity: 0.45,
      stagePadding: 6,
      stageRadius: 12,
      popoverClass: 'lens-tour',
      onDestroyed: () => {
        active = null;
        if (!closingQuietly) onUserClose?.();
      },
    });
  active = instance;
  const element = step.target ? document.querySelector(step.target) : null;
  instance.highlight({
    element: element ?? undefined,
    popover: {
      title: step.title,
      description: step.body,
      showButtons: ['close'],
      onPopoverRender: (popover) => {
        popover.wrapper.setAttribute('role', 'dialog');
        popover.wrapper.setAttribute('aria-label', step.title);
        popover.wrapper.dataset.testid = 'tour-step';
        popover.closeButton.setAttribute('aria-label', 'Close the tour');
        const progress = document.createElement('span');
        progress.className = 'lens-tour-progress';
        progress.textContent = step.progress;
        const actions = document.createElement('div');
        actions.className = 'lens-tour-actions';
        if (step.onSkip) {
          const skip = step.onSkip;
          actions.append(button('Skip tours', 'lens-tour-skip', () => skip()));
        }
        if (step.secondary) {
          const secondary = step.secondary;
          actions.append(button(secondary.label, 'lens-tour-secondary', () => secondary.run()));
        }
        const primary = button(step.primary.label, 'lens-tour-primary', () => step.primary.run());
        actions.append(primary);
        popover.footer.replaceChildren(progress, actions);
        popover.footer.style.display = 'flex';
        queueMicrotask(() => {
          // driver.js marks the highlighted element as a popup trigger; on its placeholder for a
          // centred step (a plain div) those ARIA attributes are not allowed, so they come off.
          const placeholder = document.getElementById('driver-dummy-element');
          for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) {
            placeholder?.removeAttribute(name);
          }
          primary.focus();
        });
      },
    },
  });
}

export function hideTourStep(): void {
  if (!active) return;
  closingQuietly = true;
  try {
    active.destroy();
  } finally {
    closingQuietly = false;
    active = null;
  }
}
