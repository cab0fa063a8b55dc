import {
  CHARACTERISTIC_LABELS,
  channelCategory,
  characteristicById,
  DIAMOND_LISTING_OPTIONS,
  isPropertyType,
  LIST_FILTER_TITLES,
  PROPERTY_TYPES,
  type DatasetName,
  type FilterSelection,
  type ListFilterName,
} from '@lens/domain';

/** Option ids: integers, except property types (HOTEL) and the ESSENTIALS group. */
export type OptionId = number | string;

/** The datasets the panel and the popup list; the view and the dates live in the toolbar. */
export type PanelDataset = Exclude<ListFilterName, 'view'>;

/**
 * Panel order: what is audited (property type, channels, characteristics), then who runs the
 * properties (brand up to management company, then the properties), then where they are, from
 * country down to city, then the finer cuts.
 */
export const PANEL_DATASETS: readonly PanelDataset[] = [
  'property_type',
  'site_group',
  'channel_group',
  'site',
  'characteristic',
  'brand',
  'chain',
  'management_company',
  'property',
  'country',
  'region',
  'sub_region',
  'city',
  'language',
  'diamond_listing',
];

/** The sections the panel and the popup show: channel groups are picked in the channel tree. */
export const SECTION_DATASETS: readonly PanelDataset[] = PANEL_DATASETS.filter(
  (dataset) => dataset !== 'channel_group',
);

export const optionKey = (id: OptionId): string => String(id);

/** Case and accents do not matter when searching ("gotic" finds "Gòtic"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Why an option is greyed: availability is judged against the other filters. */
export function noDataHint(title: string): string {
  return `No data for this ${title.toLowerCase()} under the other selected filters`;
}

export function selectedValues(selection: FilterSelection, dataset: ListFilterName): OptionId[] {
  return selection[dataset] ?? [];
}

/**
 * The selection with one dataset replaced. Values are deduplicated and sorted, so one choice
 * always makes one path (and one cache entry); an empty list removes the dataset.
 */
export function withValues(
  selection: FilterSelection,
  dataset: ListFilterName,
  values: readonly OptionId[],
): FilterSelection {
  const next: FilterSelection = { ...selection };
  if (values.length === 0) {
    delete next[dataset];
  } else if (dataset === 'property_type') {
    const types = [...new Set(values.map(String))];
    const rank = (type: string) =>
      isPropertyType(type) ? PROPERTY_TYPES.indexOf(type) : PROPERTY_TYPES.length;
    next.property_type = types.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  } else {
    const ids = [...new Set(values.map(Number))].sort((a, b) => a - b);
    next[dataset] = ids;
  }
  return next;
}

function sameValues(a: readonly OptionId[], b: readonly OptionId[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(optionKey));
  return b.every((value) => keys.has(optionKey(value)));
}

export function datasetChanged(
  prev: FilterSelection,
  next: FilterSelection,
  dataset: ListFilterName,
): boolean {
  return !sameValues(selectedValues(prev, dataset), selectedValues(next, dataset));
}

/** How many datasets narrow the dashboard (the Filters button's count). */
export function activeFilterCount(selection: FilterSelection): number {
  return PANEL_DATASETS.filter((dataset) => selectedValues(selection, dataset).length > 0).length;
}

/** A name to show before the options have loaded, for datasets whose names the app knows. */
export function knownName(dataset: ListFilterName, id: OptionId): string | null {
  const numeric = Number(id);
  if (dataset === 'site_group') return channelCategory(numeric)?.name ?? null;
  if (dataset === 'characteristic') {
    const type = characteristicById(numeric);
    return type ? CHARACTERISTIC_LABELS[type] : null;
  }
  if (dataset === 'diamond_listing')
    return DIAMOND_LISTING_OPTIONS.find((option) => option.id === numeric)?.name ?? null;
  if (dataset === 'property_type' && typeof id === 'string')
    return id.charAt(0) + id.slice(1).toLowerCase();
  return null;
}

export type NameOf = (dataset: ListFilterName, id: OptionId) => string;

function datasetLabel(selection: FilterSelection, dataset: ListFilterName, nameOf: NameOf) {
  const values = selectedValues(selection, dataset);
  const title = LIST_FILTER_TITLES[dataset];
  if (values.length === 0) return `${title}: all`;
  const first = nameOf(dataset, values[0]!);
  return values.length === 1 ? `${title}: ${first}` : `${title}: ${first} +${values.length - 1}`;
}

export type SelectionChange = { dataset: DatasetName; label: string };

/**
 * The breadcrumb of one navigation: the dataset it is recorded under and a label naming the
 * result ('Brand: Meridian Grand', 'Channel: Google +2', 'Brand: all'). A change of several
 * datasets (the popup's Apply) names up to two; the dataset is the first one that now has a
 * value, so clearing one filter while choosing another is recorded as the choice. Null when
 * nothing changed.
 */
export function describeChange(
  prev: FilterSelection,
  next: FilterSelection,
  nameOf: NameOf,
): SelectionChange | null {
  if (datasetChanged(prev, next, 'view'))
    return { dataset: 'view', label: datasetLabel(next, 'view', nameOf) };
  const changed = PANEL_DATASETS.filter((dataset) => datasetChanged(prev, next, dataset));
  if (changed.length === 0) {
    if (prev.startDate === next.startDate && prev.endDate === next.endDate) return null;
    return { dataset: 'date', label: `Dates: ${next.startDate ?? ''} – ${next.endDate ?? ''}` };
  }
  const ordered = [
    ...changed.filter((dataset) => selectedValues(next, dataset).length > 0),
    ...changed.filter((dataset) => selectedValues(next, dataset).length === 0),
  ];
  const parts = ordered.slice(0, 2).map((dataset) => datasetLabel(next, dataset, nameOf));
  if (ordered.length > 2) parts.push(`+${ordered.length - 2} more`);
  return { dataset: ordered[0]!, label: parts.join(' · ') };
}

/**
 * A name for the state a selection shows, as the change from the whole view to it would be named
 * ("Property type: Hotel · Brand: Aster"); the trail uses it for a state it did not see the user
 * reach (a shared link, the browser's back button).
 */
export function placeLabel(selection: FilterSelection, nameOf: NameOf): string {
  const whole = {
    ...resetSelection(selection),
    startDate: selection.startDate,
    endDate: selection.endDate,
  };
  return describeChange(whole, selection, nameOf)?.label ?? 'All properties';
}

/** Reset clears the selections and the dates (docs/product-rules.md, "Filters"): only the view stays. */
export function resetSelection(selection: FilterSelection): FilterSelection {
  return selection.view ? { view: selection.view } : {};
}

/** Every list filter cleared; the view and the dates stay. */
export function withoutListFilters(selection: FilterSelection): FilterSelection {
  let next = selection;
  for (const dataset of PANEL_DATASETS) next = withValues(next, dataset, []);
  return next;
}

/** Switching view starts over inside the new view: ids of the old one mean nothing there. */
export function switchViewSelection(selection: FilterSelection, viewId: number): FilterSelection {
  const { startDate, endDate } = selection;
  return { startDate, endDate, view: [viewId] };
}
