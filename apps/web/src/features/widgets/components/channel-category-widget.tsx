import type { AccuracyRow } from '@lens/contracts';
import { scoreChange, sortChannelCategories } from '@lens/domain';

import type { DrillDataset } from '../state/use-drill.ts';
import { BarList, type BarListItem } from './bar-list.tsx';
import { CategoryIcon } from './category-icon.tsx';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import common from './widgets.module.css';

/**
 * Accuracy per channel category for one property type, in that type's category order (the
 * channels its guests find and book it through first), then per channel group of the client.
 */
export function ChannelCategoryWidget({
  rows,
  groups,
  propertyType,
  loading,
  failed,
  span,
  drill,
}: {
  rows: readonly AccuracyRow[] | undefined;
  groups: readonly AccuracyRow[] | undefined;
  propertyType: string | null;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  drill(dataset: DrillDataset, id: number | string, name: string): void;
}) {
  return (
    <WidgetCard
      id="widget-channel-categories"
      title="Accuracy by channel category"
      subtitle="Select a category or a channel group to filter by it"
      ready={!loading}
      span={span}
    >
      {failed ? (
        <p className={common.failed}>The channel categories could not be loaded.</p>
      ) : (
        <BarList
          label="Accuracy by channel category"
          loading={loading}
          rows={8}
          items={[
            ...sortChannelCategories(propertyType, rows ?? []).map((row): BarListItem => ({
              id: row.id,
              label: row.name,
              icon: <CategoryIcon categoryId={Number(row.id)} size="small" />,
              value: row.accuracy,
              delta: scoreChange(row.accuracy, row.previousMonthAccuracy),
              onActivate: () => drill('site_group', row.id, row.name),
              explain: { of: 'site_group', id: String(row.id), label: `Accuracy of ${row.name}` },
            })),
            ...(groups ?? []).map((row): BarListItem => ({
              id: `group-${row.id}`,
              label: `${row.name} (group)`,
              value: row.accuracy,
              delta: scoreChange(row.accuracy, row.previousMonthAccuracy),
              onActivate: () => drill('channel_group', row.id, row.name),
              explain: {
                of: 'channel_group',
                id: String(row.id),
                label: `Accuracy of ${row.name}`,
              },
            })),
          ]}
        />
      )}
    </WidgetCard>
  );
}
