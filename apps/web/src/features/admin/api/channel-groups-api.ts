import { ADMIN_CHANNEL_GROUP_CALLS as CALLS, FILTER_CALLS, type CallQuery } from '@lens/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';
import { useRefresh } from './admin-api.ts';

export const channelGroupsQuery = (query: CallQuery) =>
  apiQueryOptions(CALLS.listChannelGroups, { query }, 0);

export const channelGroupQuery = (groupId: number) =>
  apiQueryOptions(CALLS.getChannelGroup, { params: { groupId } }, 0);

export function useChannelGroups(query: CallQuery) {
  return useApiQuery(channelGroupsQuery(query), {
    label: 'Loading channel groups',
    placeholderData: keepPreviousData,
  });
}

export function useChannelGroup(groupId: number | null) {
  return useApiQuery(channelGroupQuery(groupId ?? 0), {
    label: 'Loading the channel group',
    enabled: groupId !== null,
  });
}

// The filters offer a group as one choice of channels.
const AFTER_SAVE = [CALLS.listChannelGroups, CALLS.getChannelGroup, FILTER_CALLS.getFilterValues];
// A deleted group's own read would only answer 404.
const AFTER_DELETE = [CALLS.listChannelGroups, FILTER_CALLS.getFilterValues];

export const useRefreshAfterChannelGroupSave = () => useRefresh(AFTER_SAVE);
export const useRefreshAfterChannelGroupDelete = () => useRefresh(AFTER_DELETE);

export const useCreateChannelGroup = () => useApiMutation(CALLS.createChannelGroup);
export const useUpdateChannelGroup = () => useApiMutation(CALLS.updateChannelGroup);
export const useDeleteChannelGroup = () => useApiMutation(CALLS.deleteChannelGroup);
