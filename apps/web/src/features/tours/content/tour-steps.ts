import type { PageLevel } from '@lens/domain';

/** What a step says and the element it points at (a selector); without one it sits centred. */
export interface TourStepText {
  title: string;
  body: string;
  target?: string;
}

const LEVEL_NAMES: Readonly<Record<PageLevel, string>> = {
  overview: 'overview',
  'property-type': 'property type page',
  property: 'property page',
  channel: 'channel audit',
};

export const levelName = (level: PageLevel) => LEVEL_NAMES[level];

/** The texts of every step id of packages/domain's PAGE_STEP_IDS, and of the framing steps. */
export const TOUR_STEPS: Readonly<Record<string, TourStepText>> = {
  welcome: {
    title: 'Welcome to ListingLens',
    body: 'In a minute we will show you where to see how accurately your properties are listed, and how to drill down to what needs fixing. You can leave the tour at any time.',
  },
  'filter-panel': {
    title: 'Filters',
    body: 'Narrow the dashboard to property types, brands, regions, channels or characteristics. Grey options have no audit in the selection. The address bar keeps every filter, so a link opens the same view.',
    target: '[data-testid="filter-panel"]',
  },
  'date-picker': {
    title: 'Dates',
    body: 'Scores cover the last 30 days by default. Pick the last 90 or 365 days, or any range on the calendar.',
    target: '[data-testid="date-range"]',
  },
  'overall-accuracy': {
    title: 'Accuracy at a glance',
    body: 'The average accuracy of your listings, its change from the previous month, and the share of audits with a knockout error. Green is 90 and above, yellow 60 to 89, red below 60.',
    target: '[data-tour="headline-scores"]',
  },
  'accuracy-by-property-type': {
    title: 'Hotels, restaurants and spas',
    body: 'Each property type scores on its own. Select one to open its page.',
    target: '#widget-property-types',
  },
  'accuracy-trend': {
    title: 'The trend',
    body: 'Month by month over the last year: whether your content work is paying off.',
    target: '#widget-trend',
  },
  'property-list': {
    title: 'Your properties, worst first',
    body: 'Every property of the type, ranked by accuracy, with its change and knockout share. Sort by any column, search by name or code, and select a row to open the property.',
    target: '#widget-properties',
  },
  'accuracy-by-channel-category': {
    title: 'Channel categories',
    body: 'How search engines, travel agencies, GDS and the other kinds of channel compare for this type.',
    target: '#widget-channel-categories',
  },
  'issues-summary': {
    title: 'What goes wrong most',
    body: 'The characteristics with the most errors, so the team can fix the same problem everywhere at once.',
    target: '#widget-issues',
  },
  map: {
    title: 'On the map',
    body: 'Properties coloured by score. Zoom into a cluster to reach one property.',
    target: '#widget-map',
  },
  breadcrumbs: {
    title: 'Where you came from',
    body: 'Every drill-down is recorded here; select an earlier step to go back to it.',
    target: '[data-testid="breadcrumbs"]',
  },
  'channel-accuracy': {
    title: 'Accuracy per channel',
    body: 'How this property is listed on each channel. Select a channel to see its audit characteristic by characteristic.',
    target: '#widget-channels',
  },
  'characteristics-by-channel': {
    title: 'Characteristics',
    body: 'Which parts of the listing are wrong: name, address, phone, description, photos and more.',
    target: '#widget-characteristics',
  },
  'status-notice': {
    title: 'Property status',
    body: 'A notice appears here when the property is temporarily or permanently closed, so errors are read in that light.',
    target: '[data-testid="status-notice-banner"]',
  },
  'channel-navigation': {
    title: 'Step through the channels',
    body: 'Move to the previous or next channel of this property without going back.',
    target: '[data-testid="channel-entry"]',
  },
  'audit-details': {
    title: 'The audit',
    body: 'Every characteristic with your value, the channel’s value and its status. Why shows what the audit compared and the rule it applied.',
    target: '#audit-general',
  },
  'description-comparison': {
    title: 'Descriptions side by side',
    body: 'Yellow marks text the channel has and your source does not; blue marks text of your source the channel is missing. Copy the text to paste it into the channel’s extranet.',
    target: '#audit-description',
  },
  notes: {
    title: 'Notes',
    body: 'Record what was done about a result and why, for your colleagues and for the next audit.',
    target: '#audit-notes',
  },
  'flag-for-modification': {
    title: 'Ask for a correction',
    body: 'Flag the items that need modifying and select Save changes. A message tells you when the request has been processed.',
    target: '#audit-general',
  },
  'filter-reset': {
    title: 'Your filters will change',
    body: 'To show the next page the tour picks an example property and channel, so the filters you chose are replaced.',
  },
  finish: {
    title: 'You have seen it all',
    body: 'That is every level of the dashboard. You can take the tour again from the menu whenever you like.',
  },
};

/** The prompt to continue one level down, e.g. the step id `continue-to-property`. */
export function continueStep(next: PageLevel): TourStepText {
  return {
    title: `On to the ${levelName(next)}`,
    body:
      next === 'channel'
        ? 'The last level shows one property on one channel: what the audit found, characteristic by characteristic.'
        : `The tour continues on the ${levelName(next)} with an example property that has room to improve.`,
  };
}
