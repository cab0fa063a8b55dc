import {
  AUDIT_CALLS,
  DASHBOARD_CALLS,
  FILTER_CALLS,
  type ApiCall,
  type AuditDetails,
  type AuditNotesResponse,
} from '@lens/contracts';
import { vi } from 'vitest';
import { auditDetails, auditNotes } from './audit-fixtures.ts';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'pending';
type Override = (call: RecordedCall) => Answer | undefined | Promise<Answer | undefined>;

export interface FakeAuditApiOptions {
  details?: AuditDetails;
  notes?: AuditNotesResponse;
  hotelChainMode?: boolean;
  override?: Override;
}

function view(hotelChainMode: boolean) {
  return {
    availableFilters: [
      {
        id: hotelChainMode ? 2 : 1,
        name: hotelChainMode ? 'Meridian — Hotel chain' : 'Meridian — All properties',
        supportsEssentials: !hotelChainMode,
        contentMonitorSummary: true,
        contentMonitorDetail: true,
        lastContentMonitor: 'DETAIL',
        specificViewType: hotelChainMode ? 'HILTON' : null,
      },
    ],
    notAvailableFilters: [],
  };
}

function answerFor(call: RecordedCall, options: FakeAuditApiOptions): [ApiCall, unknown] {
  const { path } = call;
  if (path === '/dashboard/data/filter/view')
    return [FILTER_CALLS.getViewFilter, view(options.hotelChainMode ?? false)];
  if (path === '/dashboard/data/audit/last')
    return [AUDIT_CALLS.getAuditDetails, options.details ?? auditDetails()];
  if (path === '/dashboard/properties/audits/results/notes')
    return [AUDIT_CALLS.getAuditNotes, options.notes ?? auditNotes()];
  if (path === '/dashboard/content-score')
    return [
      DASHBOARD_CALLS.getContentScore,
      {
        contentScore: 72,
        components: [
          { name: 'photos', score: 48, weight: 0.4, detail: '12 photos, 25 expected' },
          { name: 'descriptionLength', score: 100, weight: 0.25, detail: '640 characters' },
          { name: 'amenitiesCoverage', score: 80, weight: 0.2, detail: '4 of 5 amenities' },
          { name: 'links', score: 50, weight: 0.15, detail: '1 of 2 links' },
        ],
      },
    ];
  if (path === '/dashboard/meeting-room-configuration/all')
    return [
      AUDIT_CALLS.getRoomConfigurations,
      [
        { id: 1, code: 'THEATRE', name: 'Theatre' },
        { id: 3, code: 'BANQUET', name: 'Banquet' },
      ],
    ];
  if (path === '/dashboard/filter/brand')
    return [
      FILTER_CALLS.getFilterValues,
      { availableValues: [{ id: 7, name: 'Meridian', code: 'MER' }], notAvailableValues: [] },
    ];
  const dataset = /^\/dashboard\/data\/filter\/(property|brand)$/.exec(path);
  if (dataset)
    return [
      FILTER_CALLS.getDatasetAccuracy,
      {
        availableFilters: [
          dataset[1] === 'property'
            ? { id: 1, name: 'Meridian Grand Paris', accuracy: 64 }
            : { id: 7, name: 'Meridian', accuracy: 88 },
        ],
      },
    ];
  if (path === '/dashboard/matchedNotes')
    return [AUDIT_CALLS.saveMatchedNotes, { uid: call.query.get('uid') }];
  throw new Error(`The fake audit API does not answer ${call.method} ${path}`);
}

/**
 * Replaces fetch with the calls of the channel audit page. Answers are parsed with the call's
 * contract first, so a fixture drifting from the contract fails the test; an override may answer
 * a call itself, fail it or leave it pending.
 */
export function installFakeAuditApi(options: FakeAuditApiOptions = {}) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = (await options.override?.(call)) ?? null;
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer)
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    const [contract, body] = answerFor(call, options);
    return new Response(JSON.stringify(contract.response.parse(body)), {
      status: contract.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
