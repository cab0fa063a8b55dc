import { describe, expect, it } from 'vitest';
import {
  defaultActionsHistory,
  markHintsSeen,
  markLevelVisited,
  optOutOfTours,
} from './onboarding-history.ts';
import {
  activeStep,
  buildTour,
  closeOnboarding,
  continueLevel,
  nextOnboardingStep,
  PAGE_STEP_IDS,
  startOnboarding,
  tourKind,
  type OnboardingState,
} from './onboarding.ts';

const fresh = defaultActionsHistory();
const visitedOverview = markLevelVisited(fresh, 'overview');
const kinds = (state: OnboardingState | null) => state?.steps.map((s) => s.kind);

describe('startOnboarding: "Not started on windows narrower than 1024px."', () => {
  it('does not start below 1024px', () => {
    expect(startOnboarding({ windowWidth: 1023, level: 'overview', history: fresh })).toBeNull();
  });

  it('starts at 1024px, on the first step', () => {
    const state = startOnboarding({ windowWidth: 1024, level: 'overview', history: fresh });
    expect(state).toMatchObject({ isVisible: true, kind: 'welcome', activeStepIndex: 0 });
    expect(state && activeStep(state)).toEqual({ id: 'welcome', kind: 'welcome' });
  });

  it('"A tour is skipped if history says skipped."', () => {
    const history = optOutOfTours(fresh);
    expect(startOnboarding({ windowWidth: 1920, level: 'overview', history })).toBeNull();
  });
});

describe('tourKind', () => {
  it('"A welcome tour shows the first time."', () => {
    expect(tourKind(fresh, 'overview')).toBe('welcome');
    expect(tourKind(fresh, 'channel')).toBe('welcome');
  });

  it('"A new-page tour shows on a first-visited level."', () => {
    expect(tourKind(visitedOverview, 'property-type')).toBe('new-page');
  });

  it('"A progress tour shows otherwise."', () => {
    expect(tourKind(visitedOverview, 'overview')).toBe('progress');
  });

  it('shows none once skipped', () => {
    expect(tourKind(optOutOfTours(visitedOverview), 'property')).toBeNull();
  });
});

describe('buildTour: "Steps: welcome, per-page steps, new-page prompt, filter-resetting notice, finish."', () => {
  it('opens the welcome tour with the welcome step and the page steps', () => {
    const steps = buildTour('welcome', 'overview', fresh);
    expect(steps.map((s) => s.id)).toEqual([
      'welcome',
      ...PAGE_STEP_IDS.overview,
      'continue-to-property-type',
      'filter-reset',
    ]);
  });

  it('ends a level with a narrower one after it by the prompt and the filter-resetting notice', () => {
    expect(buildTour('new-page', 'property', visitedOverview).slice(-2)).toEqual([
      { id: 'continue-to-channel', kind: 'new-page-prompt' },
      { id: 'filter-reset', kind: 'filter-reset' },
    ]);
  });

  it('ends the channel page with the finish', () => {
    expect(buildTour('new-page', 'channel', visitedOverview).at(-1)).toEqual({
      id: 'finish',
      kind: 'finish',
    });
  });

  it('leaves out hints already seen', () => {
    const history = markHintsSeen(visitedOverview, ['filter-panel', 'map']);
    const ids = buildTour('new-page', 'property-type', history).map((s) => s.id);
    expect(ids).not.toContain('filter-panel');
    expect(ids).not.toContain('map');
    expect(ids).toContain('property-list');
  });

  it('gives a progress tour only the closing steps', () => {
    expect(
      kinds(startOnboarding({ windowWidth: 1280, level: 'overview', history: visitedOverview })),
    ).toEqual(['new-page-prompt', 'filter-reset']);
    const channelSeen = markLevelVisited(visitedOverview, 'channel');
    expect(
      kinds(startOnboarding({ windowWidth: 1280, level: 'channel', history: channelSeen })),
    ).toEqual(['finish']);
  });
});

describe('nextOnboardingStep: "Next advances, or at the end shows progress or closing steps."', () => {
  it('walks through every step, reaches the closing steps, then closes', () => {
    let state = startOnboarding({ windowWidth: 1280, level: 'channel', history: visitedOverview });
    if (!state) throw new Error('tour expected');
    const seen = [activeStep(state)?.kind];
    while (state.isVisible) {
      state = nextOnboardingStep(state);
      seen.push(activeStep(state)?.kind);
    }
    expect(seen.at(-2)).toBe('finish');
    expect(seen.at(-1)).toBeUndefined();
    expect(seen.filter((k) => k === 'page')).toHaveLength(PAGE_STEP_IDS.channel.length);
  });

  it('closes on demand', () => {
    const state = startOnboarding({ windowWidth: 1280, level: 'overview', history: fresh });
    expect(state && closeOnboarding(state).isVisible).toBe(false);
  });
});

describe('continueLevel: "Continue moves to the next page level (property type, property, channel)."', () => {
  const atPrompt = (level: 'overview' | 'property-type' | 'property' | 'channel') => {
    const state = startOnboarding({
      windowWidth: 1280,
      level,
      history: markLevelVisited(visitedOverview, level),
    });
    if (!state) throw new Error('tour expected');
    return state;
  };

  it('moves overview -> property type -> property -> channel', () => {
    expect(continueLevel(atPrompt('overview'))).toBe('property-type');
    expect(continueLevel(atPrompt('property-type'))).toBe('property');
    expect(continueLevel(nextOnboardingStep(atPrompt('property')))).toBe('channel');
  });

  it('offers no continue from the channel page or from a page step', () => {
    expect(continueLevel(atPrompt('channel'))).toBeNull();
    const welcome = startOnboarding({ windowWidth: 1280, level: 'overview', history: fresh });
    expect(welcome && continueLevel(welcome)).toBeNull();
  });
});
