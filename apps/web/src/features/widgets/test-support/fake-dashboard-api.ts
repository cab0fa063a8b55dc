import {
  ACCOUNT_CALLS,
  DASHBOARD_CALLS,
  DUPLICATE_LISTING_CALLS,
  FILTER_CALLS,
  TIME_TO_FIX_CALLS,
  type AccuracyRow,
  type ApiCall,
  type Parameter,
} from '@lens/contracts';
import { decodeFilterPairs, type FilterSelection } from '@lens/domain';
import { vi } from 'vitest';
import { localToday } from '../../../lib/today.ts';

interface FakeProperty {
  id: number;
  name: string;
  code: string;
  propertyType: 'HOTEL' | 'RESTAURANT' | 'SPA';
  sites: number[];
  accuracy: number | null;
}

interface FakeSite {
  id: number;
  name: string;
  siteGroupId: number;
}

export interface FakePortfolio {
  properties: FakeProperty[];
  sites: FakeSite[];
  /** The countries in effect; one (France) unless a test needs several. */
  countries?: Parameter[];
}

/** Four properties of three types on four channels: enough for every page level. */
export const PORTFOLIO: FakePortfolio = {
  properties: [
    {
      id: 1,
      name: 'Meridian Grand Paris',
      code: 'PARMER',
      propertyType: 'HOTEL',
      sites: [104, 107, 60],
      accuracy: 91.6,
    },
    {
      id: 2,
      name: 'Aster Berlin Mitte',
      code: 'BERAST',
      propertyType: 'HOTEL',
      sites: [104, 107],
      accuracy: 58.2,
    },
    {
      id: 3,
      name: 'Alma',
      code: 'VIERX',
      propertyType: 'RESTAURANT',
      sites: [104, 83],
      accuracy: 74,
    },
    {
      id: 4,
      name: 'Lotus Spa Porta Romana',
      code: 'MILSX',
      propertyType: 'SPA',
      sites: [104],
      accuracy: null,
    },
  ],
  sites: [
    { id: 104, name: 'Google', siteGroupId: 1 },
    { id: 107, name: 'Booking.com', siteGroupId: 2 },
    { id: 60, name: 'Amadeus', siteGroupId: 6 },
    { id: 83, name: 'Foursquare', siteGroupId: 4 },
  ],
};

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  signal: AbortSignal | undefined;
}

type Answer = { status: number; body: unknown } | 'pending';
type Override = (call: RecordedCall) => Answer | undefined | Promise<Answer | undefined>;

function selectionOf(query: URLSearchParams): FilterSelection {
  const decoded = decodeFilterPairs([...query.entries()]);
  if (!decoded.ok) throw new Error(`The page sent a bad filter query: ${decoded.message}`);
  return decoded.selection;
}

const matches = <T>(selected: readonly T[] | undefined, value: T) =>
  !selected?.length || selected.includes(value);

function propertiesOf(portfolio: FakePortfolio, selection: FilterSelection, ignore?: string) {
  return portfolio.properties.filter(
    (property) =>
      (ignore === 'property_type' || matches(selection.property_type, property.propertyType)) &&
      (ignore === 'property' || matches(selection.property, property.id)) &&
      (ignore === 'site' || property.sites.some((site) => matches(selection.site, site))),
  );
}

function sitesOf(portfolio: FakePortfolio, selection: FilterSelection, ignore?: string) {
  const ids = new Set(propertiesOf(portfolio, selection, ignore).flatMap((p) => p.sites));
  return portfolio.sites.filter(
    (site) => ids.has(site.id) && (ignore === 'site' || matches(selection.site, site.id)),
  );
}

const TYPE_NAMES = { HOTEL: 'Hotel', RESTAURANT: 'Restaurant', SPA: 'Spa' } as const;

function options(portfolio: FakePortfolio, name: string, selection: FilterSelection): Parameter[] {
  if (name === 'property_type') {
    const types = new Set(
      propertiesOf(portfolio, selection, 'property_type').map((p) => p.propertyType),
    );
    return [...types].map((type) => ({ id: type, name: TYPE_NAMES[type] }));
  }
  if (name === 'property') {
    return propertiesOf(portfolio, selection, 'property').map(
      ({ id, name, code, propertyType }) => ({
        id,
        name,
        code,
        propertyType,
      }),
    );
  }
  if (name === 'site')
    return sitesOf(portfolio, selection, 'site').map(({ id, name }) => ({ id, name }));
  if (name === 'country') return portfolio.countries ?? [{ id: 1, name: 'France' }];
  return [];
}

/** Where the fake portfolio's properties are: Paris and around, the spa without coordinates. */
const LOCATIONS: Record<number, { lat: number; lng: number } | null> = {
  1: { lat: 48.8702, lng: 2.3319 },
  2: { lat: 52.5219, lng: 13.4132 },
  3: { lat: 48.2082, lng: 16.3738 },
  4: null,
};

function rows(
  portfolio: FakePortfolio,
  dataset: string,
  selection: FilterSelection,
): AccuracyRow[] {
  const score = (seed: number) => 60 + ((seed * 37) % 40);
  if (dataset === 'property') {
    return propertiesOf(portfolio, selection).map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      propertyType: p.propertyType,
      accuracy: p.accuracy,
      previousMonthAccuracy: p.accuracy === null ? null : p.accuracy - 2,
      knockout: 20,
      contentPro: 70,
      status: p.id === 2 ? 'REBRANDING' : null,
      coordinates: LOCATIONS[p.id] ?? null,
    }));
  }
  if (dataset === 'site') {
    return sitesOf(portfolio, selection).map((site) => ({
      id: site.id,
      name: site.name,
      siteGroupId: site.siteGroupId,
      accuracy: score(site.id),
      previousMonthAccuracy: score(site.id) - 1,
      knockout: 0,
      listingType: site.id === 107 ? 'DIAMOND' : null,
      value: site.id === 104 ? { pageNumber: 1, position: 3, level: '0' } : null,
    }));
  }
  if (dataset === 'property_type') {
    return options(portfolio, 'property_type', selection)
      .filter((type) => matches(selection.property_type, String(type.id)))
      .map((type, index) => ({
        ...type,
        accuracy: 90 + index,
        previousMonthAccuracy: 89,
        knockout: 12,
        contentPro: 71,
      }));
  }
  if (dataset === 'site_group') {
    return [
      { id: 2, name: 'Online travel agencies', accuracy: 93, previousMonthAccuracy: 92 },
      { id: 1, name: 'Search engines & maps', accuracy: 88, previousMonthAccuracy: 90 },
    ];
  }
  if (dataset === 'characteristic') {
    return [
      { id: 1, name: 'Name', code: 'NAME', accuracy: 99, previousMonthAccuracy: 98 },
      { id: 3, name: 'Phone', code: 'PHONE', accuracy: 71, previousMonthAccuracy: 75 },
    ];
  }
  return [];
}

const MONTHS = [
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

/** What the fake server remembers between calls: the view's content monitor mode. */
interface FakeState {
  lastContentMonitor: 'SUMMARY' | 'DETAIL';
}

function answerFor(
  portfolio: FakePortfolio,
  call: RecordedCall,
  state: FakeState,
): [ApiCall, unknown] {
  if (call.path === '/dashboard/data/filter/update_last_content_monitor') {
    state.lastContentMonitor = call.query.get('contentMonitor') as FakeState['lastContentMonitor'];
    return [FILTER_CALLS.updateLastContentMonitor, undefined];
  }
  // The maps read the installation's configuration for an online style; the fake has none.
  if (call.path === '/conf.json')
    return [ACCOUNT_CALLS.getConf, { loginPath: null, mapStyleUrl: null }];
  // The fake server's calendar is the browser's, as the tests' expected ranges are.
  if (call.path === '/dashboard/date/current-date')
    return [FILTER_CALLS.getCurrentDate, localToday()];
  const selection = selectionOf(call.query);
  const filter = /^\/dashboard\/filter\/(\w+)$/.exec(call.path);
  if (call.path === '/dashboard/data/filter/view') {
    return [
      FILTER_CALLS.getViewFilter,
      {
        availableFilters: [
          {
            id: 1,
            name: 'Meridian — All properties',
            supportsEssentials: true,
            contentMonitorSummary: true,
            contentMonitorDetail: true,
            lastContentMonitor: state.lastContentMonitor,
            specificViewType: null,
          },
        ],
        notAvailableFilters: [],
      },
    ];
  }
  if (filter) {
    const available = options(portfolio, filter[1]!, selection);
    return [FILTER_CALLS.getFilterValues, { availableValues: available, notAvailableValues: [] }];
  }
  const dataset = /^\/(?:dashboard|summary_report)\/data\/filter\/(\w+)$/.exec(call.path);
  if (dataset) {
    return [
      FILTER_CALLS.getDatasetAccuracy,
      { availableFilters: rows(portfolio, dataset[1]!, selection) },
    ];
  }
  if (call.path === '/dashboard/data/accuracy/accuracyScoreInterval') {
    return [
      DASHBOARD_CALLS.getAccuracyScoreInterval,
      {
        buckets: [
          { from: 0, to: 59, propertyCount: 1 },
          { from: 60, to: 69, propertyCount: 0 },
          { from: 70, to: 79, propertyCount: 1 },
          { from: 80, to: 89, propertyCount: 0 },
          { from: 90, to: 100, propertyCount: 1 },
        ],
        averageAccuracyList: MONTHS.map((month, index) => ({
          month,
          accuracy: 80 + index,
          knockout: 30 - index,
        })),
      },
    ];
  }
  if (call.path === '/dashboard/data/accuracy/forSites') {
    return [
      DASHBOARD_CALLS.getCharacteristicsForSites,
      {
        characteristicTypes: ['NAME', 'PHONE'],
        sites: sitesOf(portfolio, selection).map((site) => ({
          siteId: site.id,
          name: site.name,
          siteGroupId: site.siteGroupId,
          icon: null,
          accuracy: 90,
          characteristics: [
            { characteristicType: 'NAME', accuracy: 100, resultCount: 1 },
            { characteristicType: 'PHONE', accuracy: 0, resultCount: 1 },
          ],
        })),
      },
    ];
  }
  if (call.path === '/dashboard/issues-summary') {
    return [
      DASHBOARD_CALLS.getIssuesSummary,
      {
        characteristics: [
          {
            characteristicType: 'PHONE',
            name: 'Phone',
            resultCount: 5,
            propertyCount: 2,
            siteCount: 2,
            statuses: [{ status: 'INACCURATE', resultCount: 5, propertyCount: 2, siteCount: 2 }],
          },
        ],
      },
    ];
  }
  if (call.path === '/dashboard/duplicate-listings') {
    // None found: the property page's map draws no rings.
    return [
      DUPLICATE_LISTING_CALLS.getDuplicateListings,
      { propertyId: Number(call.query.get('property')), coordinates: null, channels: [] },
    ];
  }
  if (call.path === '/dashboard/data/audit-id/last') {
    return [
      DASHBOARD_CALLS.getLastAuditId,
      {
        auditId: 901,
        propertyId: selection.property![0]!,
        siteId: selection.site![0]!,
        auditDate: '2026-11-05',
        projectType: 'AUTOMATED',
      },
    ];
  }
  if (call.path === '/dashboard/change-requests/time-to-fix') {
    return [
      TIME_TO_FIX_CALLS.getTimeToFix,
      {
        channels: [
          {
            siteId: 104,
            name: 'Google',
            siteGroupId: 1,
            confirmed: 3,
            medianDays: 6.5,
            p90Days: 12,
            open: 2,
          },
        ],
        overall: { confirmed: 3, medianDays: 6.5, p90Days: 12, open: 2 },
      },
    ];
  }
  throw new Error(`The fake API does not answer ${call.path}`);
}

/**
 * Replaces fetch with the dashboard API over a small portfolio. Every answer is parsed with its
 * call's contract schema first, so a fixture that drifts from the contract fails the test. An
 * override may answer a call itself, fail it, or leave it pending until aborted.
 */
export function installFakeApi(
  portfolio: FakePortfolio = PORTFOLIO,
  override?: Override,
  initial: Partial<FakeState> = {},
): { calls: RecordedCall[]; callsTo(path: string): RecordedCall[]; state: FakeState } {
  const calls: RecordedCall[] = [];
  const state: FakeState = { lastContentMonitor: 'DETAIL', ...initial };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const answer = (await override?.(call)) ?? null;
    if (answer === 'pending') {
      return new Promise<Response>((_resolve, reject) =>
        call.signal?.addEventListener('abort', () => reject(call.signal!.reason)),
      );
    }
    if (answer) {
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const [contract, body] = answerFor(portfolio, call, state);
    if (contract.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(contract.response.parse(body)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, callsTo: (path) => calls.filter((call) => call.path === path), state };
}
