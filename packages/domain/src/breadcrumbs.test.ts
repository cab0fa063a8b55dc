import { describe, expect, it } from 'vitest';
import {
  breadcrumbRecordedFor,
  followPath,
  goBackToBreadcrumb,
  recordStep,
  type Step,
  type Trail,
} from './breadcrumbs.ts';
import { DATASET_NAMES } from './filter-names.ts';

const OVERVIEW = '/&view=3';
const HOTELS = '/&view=3&property_type=HOTEL';
const HILTON = '/&view=3&property_type=HOTEL&property=12';
const GOOGLE = '/&view=3&property_type=HOTEL&property=12&site=107';
const BOOKING = '/&view=3&property_type=HOTEL&property=12&site=104';

const start: Trail = { breadcrumbs: [], here: null };

const step = (from: string, to: string, dataset: Step['dataset'], label: string): Step => ({
  from,
  to,
  dataset,
  label,
  fromLabel: 'All properties',
});

/** Overview, then the hotels, then one hotel, then its Google listing. */
function drilled(): Trail {
  let trail = recordStep(start, step(OVERVIEW, HOTELS, 'property_type', 'Property type: Hotel'));
  trail = recordStep(trail, step(HOTELS, HILTON, 'property', 'Property: Hilton London'));
  return recordStep(trail, step(HILTON, GOOGLE, 'site', 'Channel: Google'));
}

describe('breadcrumbRecordedFor: "records a breadcrumb unless the dataset is date or one other excluded dataset"', () => {
  it('excludes date and view', () => {
    expect(breadcrumbRecordedFor('date')).toBe(false);
    expect(breadcrumbRecordedFor('view')).toBe(false);
  });

  it('records every other dataset', () => {
    const recorded = DATASET_NAMES.filter(breadcrumbRecordedFor);
    expect(recorded).toHaveLength(DATASET_NAMES.length - 2);
    expect(recorded).toContain('site');
    expect(recorded).toContain('property');
  });
});

describe('recordStep: every crumb opens the state it names', () => {
  it('turns the state left into a crumb named for itself, and names the current state', () => {
    const trail = drilled();
    expect(trail.breadcrumbs).toEqual([
      { label: 'All properties', dataset: 'property_type', filterPath: OVERVIEW },
      { label: 'Property type: Hotel', dataset: 'property', filterPath: HOTELS },
      { label: 'Property: Hilton London', dataset: 'site', filterPath: HILTON },
    ]);
    expect(trail.here).toEqual({ label: 'Channel: Google', filterPath: GOOGLE });
  });

  it('names a state reached outside the trail (a link, the back button) by the label given', () => {
    const trail = recordStep(
      { breadcrumbs: [], here: { label: 'Property type: Hotel', filterPath: HOTELS } },
      { ...step(HILTON, GOOGLE, 'site', 'Channel: Google'), fromLabel: 'Hilton London' },
    );
    expect(trail.breadcrumbs.map((crumb) => crumb.label)).toEqual(['Hilton London']);
  });

  it('replaces the current state when suppressed: stepping across channels adds no crumb', () => {
    const trail = recordStep(drilled(), {
      ...step(GOOGLE, BOOKING, 'site', 'Channel: Booking.com'),
      suppress: true,
    });
    expect(trail.breadcrumbs).toEqual(drilled().breadcrumbs);
    expect(trail.here).toEqual({ label: 'Channel: Booking.com', filterPath: BOOKING });
  });

  it('adds nothing for dates (same state, re-timed) or the view (a new scope)', () => {
    const dated = recordStep(drilled(), {
      ...step(GOOGLE, `${GOOGLE}&startDate=2026-01-01`, 'date', 'Dates: 2026-01-01 – 2026-03-31'),
    });
    expect(dated.breadcrumbs).toEqual(drilled().breadcrumbs);
    expect(dated.here).toEqual({
      label: 'Channel: Google',
      filterPath: `${GOOGLE}&startDate=2026-01-01`,
    });
    const viewed = recordStep(drilled(), step(GOOGLE, '/&view=4', 'view', 'View: Europe'));
    expect(viewed.breadcrumbs).toEqual(drilled().breadcrumbs);
    expect(viewed.here).toEqual({ label: 'View: Europe', filterPath: '/&view=4' });
  });

  it('does not change the trail it was given', () => {
    const trail = drilled();
    const copy = JSON.parse(JSON.stringify(trail)) as Trail;
    recordStep(trail, step(GOOGLE, BOOKING, 'site', 'Channel: Booking.com'));
    expect(trail).toEqual(copy);
  });
});

describe('goBackToBreadcrumb: "Going back to a breadcrumb drops it and all after it."', () => {
  it('opens the state the crumb names, which becomes the current one', () => {
    expect(goBackToBreadcrumb(drilled(), 1)).toEqual({
      trail: {
        breadcrumbs: [{ label: 'All properties', dataset: 'property_type', filterPath: OVERVIEW }],
        here: { label: 'Property type: Hotel', filterPath: HOTELS },
      },
      filterPath: HOTELS,
    });
    expect(goBackToBreadcrumb(drilled(), 0)?.trail).toEqual({
      breadcrumbs: [],
      here: { label: 'All properties', filterPath: OVERVIEW },
    });
  });

  it('returns null for an index outside the list', () => {
    const trail = drilled();
    expect(goBackToBreadcrumb(trail, 3)).toBeNull();
    expect(goBackToBreadcrumb(trail, -1)).toBeNull();
    expect(goBackToBreadcrumb(trail, 0.5)).toBeNull();
    expect(goBackToBreadcrumb(start, 0)).toBeNull();
  });
});

describe("followPath: the browser's back and forward keep the trail true", () => {
  it('goes back to the crumb whose state the browser arrived at', () => {
    expect(followPath(drilled(), HOTELS)).toEqual(goBackToBreadcrumb(drilled(), 1)?.trail);
  });

  it('leaves the trail alone at the current state or a path it does not know', () => {
    const trail = drilled();
    expect(followPath(trail, GOOGLE)).toBe(trail);
    expect(followPath(trail, BOOKING)).toBe(trail);
  });
});
