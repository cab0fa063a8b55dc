import { channelCategory } from '@lens/domain';
import type { ReactNode } from 'react';

import { CheckList } from './check-list.tsx';
import { useChannelCatalog } from '../../../api/channel-catalog.ts';

/** Channels of the catalog, grouped by category, as a searchable checklist. */
export function ChannelPicker({
  legend,
  value,
  onChange,
  error,
  hint,
  height,
}: {
  legend: string;
  value: readonly number[];
  onChange(value: number[]): void;
  error?: string | null;
  hint?: ReactNode;
  height?: number;
}) {
  const { sites } = useChannelCatalog();
  const options = sites.map((site) => ({
    id: site.id,
    label: site.name,
    detail: site.essential ? 'Essential' : undefined,
    group: channelCategory(site.categoryId)?.name ?? 'Other',
  }));
  return (
    <CheckList
      legend={legend}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      searchLabel="Search channels"
      height={height}
    />
  );
}
