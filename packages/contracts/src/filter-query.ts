import {
  DATE_FILTER_NAMES,
  decodeFilterPairs,
  filterValueProblem,
  LIST_FILTER_NAMES,
  type FilterSelection,
  type ListFilterName,
  type UrlFilterName,
} from '@lens/domain';
import { z } from 'zod';
import { closedObject } from './closed-object.ts';

type FilterValue<K extends UrlFilterName> = NonNullable<FilterSelection[K]>;

/**
 * One filter query parameter: a string checked by the URL codec's own rule, so the query string and
 * the widgets-page URL can never disagree, then decoded to its FilterSelection value. No `today`:
 * the server's clock decides about future dates, not the schema.
 */
function filterField<K extends UrlFilterName>(name: K) {
  return z
    .string({ error: repeatedParameterError })
    .superRefine((value, ctx) => {
      const problem = filterValueProblem(name, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .transform((value) => {
      const decoded = decodeFilterPairs([[name, value]]);
      // The refinement above has accepted the value, so decoding cannot fail here.
      return (decoded.ok ? decoded.selection[name] : undefined) as FilterValue<K>;
    })
    .optional()
    .describe(describeFilter(name));
}

/** Query parsers turn `?view=1&view=2` into an array; the codec allows each name once. */
function repeatedParameterError(issue: { input?: unknown }): string | undefined {
  return Array.isArray(issue.input) ? 'is given more than once' : undefined;
}

function describeFilter(name: UrlFilterName): string {
  if (name === 'startDate') return 'First day of the range, YYYY-MM-DD';
  if (name === 'endDate') return 'Last day of the range, YYYY-MM-DD';
  if (name === 'property_type') return 'Comma-separated property types (HOTEL, RESTAURANT, SPA)';
  return `Comma-separated ids of the selected ${name} values`;
}

type FilterShape<Names extends UrlFilterName> = {
  [K in Names]: ReturnType<typeof filterField<K>>;
};

function shapeOf<const Names extends readonly UrlFilterName[]>(
  names: Names,
): FilterShape<Names[number]> {
  return Object.fromEntries(names.map((name) => [name, filterField(name)])) as FilterShape<
    Names[number]
  >;
}

/** The list filters alone, for calls that take no date range (issues summary). */
export const listFilterQueryShape: FilterShape<ListFilterName> = shapeOf(LIST_FILTER_NAMES);

/** Every filter of the URL codec, with the names it uses: startDate, endDate, view, site... */
export const filterQueryShape: FilterShape<UrlFilterName> = {
  ...shapeOf(DATE_FILTER_NAMES),
  ...listFilterQueryShape,
};

/** The range rule lives in decodeFilterPairs; asking it keeps one definition of it. */
export function checkDateOrder(
  value: { startDate?: unknown; endDate?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof value.startDate !== 'string' || typeof value.endDate !== 'string') return;
  const decoded = decodeFilterPairs([
    ['startDate', value.startDate],
    ['endDate', value.endDate],
  ]);
  if (!decoded.ok) {
    ctx.addIssue({
      code: 'custom',
      path: [decoded.name ?? 'startDate'],
      message: decoded.message,
      input: value,
    });
  }
}

/**
 * The filter query of a data call extended with the call's own parameters. Unknown parameters are
 * rejected one by one so a typo answers 400 naming it; the output is the FilterSelection plus the
 * extra parameters' values.
 */
export function filterQueryWith<const E extends z.core.$ZodShape>(extra: E) {
  return closedObject({ ...filterQueryShape, ...extra }).superRefine(checkDateOrder);
}

/** Filters of the URL codec and nothing else. */
export const filterQuerySchema = filterQueryWith({}).describe(
  'Filter selection, named as in the widgets-page URL',
);
export type FilterQuery = z.output<typeof filterQuerySchema>;
