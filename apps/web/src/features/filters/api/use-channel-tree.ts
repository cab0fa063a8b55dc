import { useMemo } from 'react';
import { useCurrentView } from '../../../lib/use-current-view.ts';
import { buildChannelTree } from '../state/channel-tree.ts';
import { optionKey } from '../state/filter-model.ts';
import { useDatasetOptions } from './use-dataset-options.ts';

/**
 * The channel tree under the current selection. The site_group answer gives the categories and
 * their channels, the channel_group answer the client's groups and theirs; the site answer says
 * which channels have data.
 */
export function useChannelTree({ enabled = true } = {}) {
  const groups = useDatasetOptions('site_group', { enabled });
  const channelGroups = useDatasetOptions('channel_group', { enabled });
  const sites = useDatasetOptions('site', { enabled });
  const { view } = useCurrentView();
  const supportsEssentials = view?.supportsEssentials ?? false;
  const tree = useMemo(() => {
    if (!groups.answer) return [];
    const available = sites.answer
      ? new Set(sites.options.filter((o) => o.available).map((o) => o.key))
      : null;
    return buildChannelTree(
      groups.answer,
      available && ((id) => available.has(optionKey(id))),
      supportsEssentials,
      channelGroups.answer,
    );
  }, [groups.answer, sites.answer, sites.options, supportsEssentials, channelGroups.answer]);
  return {
    tree,
    loading: groups.loading,
    failed: groups.failed,
    retry: groups.retry,
  };
}
