import type { FilterValuesResponse, Parameter } from '@lens/contracts';
import { channelCategory, optionsWithId, type FilterSelection } from '@lens/domain';
import { optionKey } from './filter-model.ts';

export type TreeChannel = { id: number; name: string; available: boolean };

export type TreeCategory = {
  key: string;
  /** The site_group id; null for ESSENTIALS, which is a group of sites, not a category. */
  categoryId: number | null;
  name: string;
  available: boolean;
  color: string | null;
  channels: TreeChannel[];
};

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/**
 * The channel-category tree from the site_group answer: the ESSENTIALS group first when the view
 * supports it, then the categories with their channels, then the categories without data (the
 * server sends those without children). A channel is available when the site dataset says so.
 */
export function buildChannelTree(
  groups: FilterValuesResponse,
  siteAvailable: ((id: number) => boolean) | null,
  supportsEssentials: boolean,
): TreeCategory[] {
  const channels = (group: Parameter): TreeChannel[] =>
    optionsWithId(group.children ?? []).map((child) => ({
      id: Number(child.id),
      name: child.name,
      available: siteAvailable ? siteAvailable(Number(child.id)) : true,
    }));
  const node = (group: Parameter & { id: number | string }, available: boolean): TreeCategory => {
    const categoryId = typeof group.id === 'number' ? group.id : null;
    return {
      key: optionKey(group.id),
      categoryId,
      name: group.name,
      available,
      color: categoryId === null ? null : (channelCategory(categoryId)?.color ?? null),
      channels: channels(group),
    };
  };
  const available = optionsWithId(groups.availableValues)
    .filter((group) => supportsEssentials || typeof group.id !== 'string')
    .map((group) => node(group, true));
  const unavailable = optionsWithId(groups.notAvailableValues).map((group) => node(group, false));
  return [...available, ...unavailable];
}

/**
 * The channels the selection lets through. The server intersects datasets, so with both site and
 * site_group set a channel must pass both; with only categories every channel of them passes.
 */
export function checkedChannels(tree: readonly TreeCategory[], selection: FilterSelection) {
  const sites = selection.site ?? [];
  const groups = selection.site_group ?? [];
  if (groups.length === 0) return new Set(sites);
  const result = new Set<number>();
  for (const category of tree) {
    if (category.categoryId === null || !groups.includes(category.categoryId)) continue;
    for (const channel of category.channels)
      if (sites.length === 0 || sites.includes(channel.id)) result.add(channel.id);
  }
  return result;
}

export function categoryState(
  category: TreeCategory,
  selection: FilterSelection,
  checked: ReadonlySet<number>,
): CheckState {
  const wholeCategory =
    category.categoryId !== null &&
    (selection.site ?? []).length === 0 &&
    (selection.site_group ?? []).includes(category.categoryId);
  if (wholeCategory) return 'checked';
  const count = category.channels.filter((channel) => checked.has(channel.id)).length;
  if (count === 0) return 'unchecked';
  return count === category.channels.length ? 'checked' : 'mixed';
}

export type TreeSelection = Pick<FilterSelection, 'site' | 'site_group'>;

/**
 * Ticking a category selects it in site_group: its id is what the data model filters channels by,
 * and it keeps meaning "every channel of the category" when channels are added to the view.
 * ESSENTIALS has no category id, so it selects its channels in site. The server intersects
 * site and site_group, so a tree mixing whole categories with single channels is written as the
 * channels it covers (site only): what the user ticked is always a union.
 */
export function toggleCategory(
  tree: readonly TreeCategory[],
  selection: FilterSelection,
  category: TreeCategory,
): TreeSelection {
  const checked = checkedChannels(tree, selection);
  const on = categoryState(category, selection, checked) !== 'checked';
  const sites = selection.site ?? [];
  if (category.categoryId !== null && sites.length === 0) {
    const groups = new Set(selection.site_group ?? []);
    if (on) groups.add(category.categoryId);
    else groups.delete(category.categoryId);
    return { site: [], site_group: [...groups] };
  }
  for (const channel of category.channels) {
    if (on) checked.add(channel.id);
    else checked.delete(channel.id);
  }
  return { site: [...checked], site_group: [] };
}

export function toggleChannel(
  tree: readonly TreeCategory[],
  selection: FilterSelection,
  channelId: number,
): TreeSelection {
  const checked = checkedChannels(tree, selection);
  if (checked.has(channelId)) checked.delete(channelId);
  else checked.add(channelId);
  return { site: [...checked], site_group: [] };
}
