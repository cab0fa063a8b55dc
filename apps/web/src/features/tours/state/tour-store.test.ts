import { defaultActionsHistory, markLevelVisited, PAGE_LEVELS } from '@lens/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTourStore } from './tour-store.ts';

const WIDE = 1440;

let saved: unknown[];

beforeEach(() => {
  saved = [];
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      saved.push(JSON.parse(JSON.parse(String(init.body)).actionsHistoryJson));
      return new Response(null, { status: 204 });
    }),
  );
  useTourStore.setState({ history: defaultActionsHistory(), tour: null, arrivedAt: null });
});

afterEach(() => vi.unstubAllGlobals());

const visitedAll = () =>
  PAGE_LEVELS.reduce((history, level) => markLevelVisited(history, level), defaultActionsHistory());

describe('the tour store over the onboarding rules', () => {
  it('welcomes a first visit and saves the level as visited', () => {
    useTourStore.getState().arrive('overview', WIDE);
    const { tour, history } = useTourStore.getState();
    expect(tour?.kind).toBe('welcome');
    expect(tour?.steps[0]?.id).toBe('welcome');
    expect(history?.visitedLevel.overview).toBe(true);
    expect(saved).toHaveLength(1);
  });

  it('does not start again for a filter change on the same level', () => {
    const store = useTourStore.getState();
    store.arrive('overview', WIDE);
    store.close();
    store.arrive('overview', WIDE);
    expect(useTourStore.getState().tour?.isVisible).toBe(false);
  });

  it('shows the progress tour of a visited level once per session', () => {
    useTourStore.setState({ history: visitedAll() });
    useTourStore.getState().arrive('property', WIDE);
    expect(useTourStore.getState().tour?.kind).toBe('progress');
    useTourStore.getState().arrive('overview', WIDE);
    useTourStore.getState().arrive('property', WIDE);
    expect(useTourStore.getState().tour).toBeNull();
  });

  it('records a page hint as seen when the user moves past it', () => {
    const store = useTourStore.getState();
    store.arrive('property-type', WIDE);
    store.next();
    const firstHint = useTourStore.getState().tour!.steps[1]!.id;
    store.next();
    expect(useTourStore.getState().history?.seenHints[firstHint]).toBe(true);
  });

  it('never starts once skipped, until the tours are restarted', () => {
    const store = useTourStore.getState();
    store.arrive('overview', WIDE);
    store.skipForGood();
    expect(useTourStore.getState().history?.skipped).toBe(true);
    expect(saved.at(-1)).toMatchObject({ skipped: true });
    store.arrive('property', WIDE);
    expect(useTourStore.getState().tour?.isVisible ?? false).toBe(false);
    store.restart('property', WIDE);
    expect(useTourStore.getState().tour?.kind).toBe('welcome');
  });

  it('does not start below 1024 px', () => {
    useTourStore.getState().arrive('overview', 900);
    expect(useTourStore.getState().tour).toBeNull();
  });
});
