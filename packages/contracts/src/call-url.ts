import {
  encodeFilterQuery,
  isUrlFilterName,
  type FilterSelection,
  type ListFilterName,
} from '@lens/domain';
import { fillPath, type ApiCall } from './api-call.ts';
import { FILTER_CALLS } from './api-calls-filters.ts';
import { ACCOUNT_CALLS } from './api-calls-account.ts';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** A call's query: the filter selection (encoded as the URL codec does) and its own parameters. */
export type CallQuery = FilterSelection & Record<string, QueryValue>;

/** A call's query string: the selection as the URL codec writes it, then the call's own parameters. */
function queryString(query: CallQuery): string {
  const selection: FilterSelection = {};
  const extra: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (isUrlFilterName(name)) (selection as Record<string, unknown>)[name] = value;
    else
      extra.push(
        `${encodeURIComponent(name)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`,
      );
  }
  return [encodeFilterQuery(selection), ...extra].filter(Boolean).join('&');
}

/**
 * The URL of one call with its inputs, as the web client asks it. The server builds the same URLs
 * for the answers it sends with a page (docs/architecture.md, "Answers sent with the page"), so
 * both sides must name a call's inputs through here.
 */
export function callUrl(
  call: ApiCall,
  options: { params?: Readonly<Record<string, string | number>>; query?: CallQuery } = {},
): string {
  const path = call.params ? fillPath(call.path, options.params ?? {}) : call.path;
  const search = options.query ? queryString(options.query) : '';
  return search ? `${path}?${search}` : path;
}

export type OptionsDataset = Exclude<ListFilterName, 'view'>;

/** The options call of one filter dataset under a selection, as every asker names it. */
export const filterOptionsRead = (dataset: OptionsDataset, selection: FilterSelection) =>
  ({
    call: FILTER_CALLS.getFilterValues,
    options: { params: { filterName: dataset }, query: selection },
  }) as const;

/** The views the user may open, asked with the selection's dates. */
export const viewsRead = (selection: FilterSelection) =>
  ({
    call: FILTER_CALLS.getViewFilter,
    options: { query: { startDate: selection.startDate, endDate: selection.endDate } },
  }) as const;

/**
 * The filter options a widgets page decides its level and plan from, and the channel tree of the
 * filter panel beside it (categories and the client's channel groups): asked by the page first,
 * and sent with the page.
 */
export const FIRST_OPTION_DATASETS = [
  'site',
  'country',
  'property_type',
  'site_group',
  'channel_group',
] as const satisfies readonly OptionsDataset[];

/** The reads every signed-in page waits for before it draws: the user, and the server's today. */
export const SESSION_READS = [ACCOUNT_CALLS.checkCredentials, FILTER_CALLS.getCurrentDate] as const;

/**
 * The id of the JSON script element a page carries its first reads' answers in, keyed by URL
 * (docs/architecture.md, "Answers sent with the page").
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'lens-first-answers';
