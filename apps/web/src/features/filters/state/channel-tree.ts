import type { FilterValuesResponse, Parameter } from '@lens/contracts';
import { channelCategory, optionsWithId, type FilterSelection } from '@lens/domain';
import { optionKey } from './filter-model.ts';

export type TreeChannel = { id: number; name: string; available: boolean };

export type TreeCategory = {
  key: string;
  /**
   * What ticking the node selects: a channel category (site_group), a channel group of the
   * client (channel_group), or ESSENTIALS, which only stands for its channels (site).
   */
  kind: 'category' | 'group' | 'essentials';
  /** The site_group id of a category, else null. */
  categoryId: number | null;
  /** The channel_group id of a group, else null. */
  groupId: number | null;
  name: string;
  available: boolean;
  color: string | null;
  channels: TreeChannel[];
};

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/**
 * The channel tree from the site_group answer and the channel_group one: the ESSENTIALS group
 * first when the view supports it, then the client's channel groups, then the categories with
 * their channels, then the groups and categories without data (the server sends categories
 * without data without children). A channel is available when the site dataset says so.
 */
export function buildChannelTree(
  categories: FilterValuesResponse,
  siteAvailable: ((id: number) => boolean) | null,
  supportsEssentials: boolean,
  groups?: FilterValuesResponse,
): TreeCategory[] {
  const channels = (node: Parameter): TreeChannel[] =>
    optionsWithId(node.children ?? []).map((child) => ({
      id: Number(child.id),
      name: child.name,
      available: siteAvailable ? siteAvailable(Number(child.id)) : true,
    }));
  const category = (node: Parameter & { id: number | string }, available: boolean) => {
    const categoryId = typeof node.id === 'number' ? node.id : null;
    return {
      key: optionKey(node.id),
      kind: categoryId === null ? 'essentials' : 'category',
      categoryId,
      groupId: null,
      name: node.name,
      available,
      color: categoryId === null ? null : (channelCategory(categoryId)?.color ?? null),
      channels: channels(node),
    } satisfies TreeCategory;
  };
  // Group ids and category ids are counted apart, so a group's key is prefixed.
  const group = (node: Parameter & { id: number | string }, available: boolean) =>
    ({
      key: `group-${optionKey(node.id)}`,
      kind: 'group',
      categoryId: null,
      groupId: Number(node.id),
      name: node.name,
      available,
      color: null,
      channels: channels(node),
    }) satisfies TreeCategory;
  const [essentials, withData] = split(
    optionsWithId(categories.availableValues),
    (node) => typeof node.id === 'string',
  );
  return [
    ...(supportsEssentials ? essentials.map((node) => category(node, true)) : []),
    ...optionsWithId(groups?.availableValues ?? []).map((node) => group(node, true)),
    ...withData.map((node) => category(node, true)),
    ...optionsWithId(groups?.notAvailableValues ?? []).map((node) => group(node, false)),
    ...optionsWithId(categories.notAvailableValues).map((node) => category(node, false)),
  ];
}

function split<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/**
 * The channels the selection lets through. The server intersects datasets, so with site,
 * site_group and channel_group set a channel must pass each of them; with only categories or
 * groups every channel of them passes.
 */
export function checkedChannels(tree: readonly TreeCategory[], selection: FilterSelection) {
  const sites = selection.site ?? [];
  const categories = selection.site_group ?? [];
  const groups = selection.channel_group ?? [];
  if (categories.length === 0 && groups.length === 0) return new Set(sites);
  const inGroups = new Set(
    tree
      .filter((node) => node.groupId !== null && groups.includes(node.groupId))
      .flatMap((node) => node.channels.map((channel) => channel.id)),
  );
  const categoryOf = new Map(
    tree.flatMap((node) => node.channels.map((channel) => [channel.id, node.categoryId] as const)),
  );
  for (const node of tree)
    if (node.kind === 'category')
      for (const channel of node.channels) categoryOf.set(channel.id, node.categoryId);
  const result = new Set<number>();
  for (const [id, categoryId] of categoryOf)
    if (
      (categories.length === 0 || (categoryId !== null && categories.includes(categoryId))) &&
      (groups.length === 0 || inGroups.has(id)) &&
      (sites.length === 0 || sites.includes(id))
    )
      result.add(id);
  return result;
}

/** Whether the selection names the node itself (its id), rather than channels it holds. */
function wholeNode(node: TreeCategory, selection: FilterSelection): boolean {
  const sites = selection.site ?? [];
  const categories = selection.site_group ?? [];
  const groups = selection.channel_group ?? [];
  if (sites.length > 0) return false;
  if (node.kind === 'category') return groups.length === 0 && categories.includes(node.categoryId!);
  if (node.kind === 'group') return categories.length === 0 && groups.includes(node.groupId!);
  return false;
}

export function categoryState(
  category: TreeCategory,
  selection: FilterSelection,
  checked: ReadonlySet<number>,
): CheckState {
  if (wholeNode(category, selection)) return 'checked';
  const count = category.channels.filter((channel) => checked.has(channel.id)).length;
  if (count === 0) return 'unchecked';
  return count === category.channels.length ? 'checked' : 'mixed';
}

export type TreeSelection = Pick<FilterSelection, 'site' | 'site_group' | 'channel_group'>;

/**
 * Ticking a category selects it in site_group, and a group in channel_group: the id keeps meaning
 * "every channel of it" when channels are added to the view or the group. ESSENTIALS has no id,
 * so it selects its channels in site. The server intersects the three, so a tree mixing
 * categories, groups and single channels is written as the channels it covers (site only): what
 * the user ticked is always a union.
 */
export function toggleCategory(
  tree: readonly TreeCategory[],
  selection: FilterSelection,
  category: TreeCategory,
): TreeSelection {
  const checked = checkedChannels(tree, selection);
  const on = categoryState(category, selection, checked) !== 'checked';
  const sites = selection.site ?? [];
  const categories = new Set(selection.site_group ?? []);
  const groups = new Set(selection.channel_group ?? []);
  const toggle = (ids: Set<number>, id: number) => {
    if (on) ids.add(id);
    else ids.delete(id);
    return [...ids];
  };
  if (category.kind === 'category' && sites.length === 0 && groups.size === 0)
    return { site: [], site_group: toggle(categories, category.categoryId!), channel_group: [] };
  if (category.kind === 'group' && sites.length === 0 && categories.size === 0)
    return { site: [], site_group: [], channel_group: toggle(groups, category.groupId!) };
  for (const channel of category.channels) {
    if (on) checked.add(channel.id);
    else checked.delete(channel.id);
  }
  return { site: [...checked], site_group: [], channel_group: [] };
}

export function toggleChannel(
  tree: readonly TreeCategory[],
  selection: FilterSelection,
  channelId: number,
): TreeSelection {
  const checked = checkedChannels(tree, selection);
  if (checked.has(channelId)) checked.delete(channelId);
  else checked.add(channelId);
  return { site: [...checked], site_group: [], channel_group: [] };
}
