import type { Parameter } from '@lens/contracts';
import { downloadFileName, type FilterSelection, type IdFilterName } from '@lens/domain';
import { readFilterOptions } from '../api/filter-options.ts';
import { selectionFromPath } from './selection.ts';

/** The dashboard's selection now: the URL is its source of truth. */
export function currentSelection(): FilterSelection {
  return selectionFromPath(window.location.pathname);
}

/** The names (or codes) of one filter's selected options, asked for only when some are selected. */
async function selectedNames(
  selection: FilterSelection,
  dataset: Exclude<IdFilterName, 'view'>,
  pick: (option: Parameter) => string | null | undefined,
): Promise<string[] | undefined> {
  const ids = selection[dataset];
  if (!ids?.length) return undefined;
  const options = await readFilterOptions(dataset, selection);
  const all = [...options.availableValues, ...options.notAvailableValues];
  return ids.flatMap((id) => {
    const name = pick(all.find((option) => option.id === id) ?? { id, name: '' });
    return name ? [name] : [];
  });
}

/**
 * A download's name by the rule of docs/product-rules.md, "Downloads": the prefix, the selected channels (or
 * categories), property codes (or brands, chains, management companies) and the date range.
 */
export async function selectionFileName(
  selection: FilterSelection,
  prefix: string,
  extension: string,
): Promise<string> {
  const byName = (option: Parameter) => option.name;
  const [channels, channelCategories, propertyCodes, brands, chains, managementCompanies] =
    await Promise.all([
      selectedNames(selection, 'site', byName),
      selectedNames(selection, 'site_group', byName),
      selectedNames(selection, 'property', (option) => option.code),
      selectedNames(selection, 'brand', byName),
      selectedNames(selection, 'chain', byName),
      selectedNames(selection, 'management_company', byName),
    ]);
  const { startDate, endDate } = selection;
  return downloadFileName({
    prefix,
    channels,
    channelCategories,
    propertyCodes,
    brands,
    chains,
    managementCompanies,
    dateRange: startDate && endDate ? { startDate, endDate } : null,
    extension,
  });
}
