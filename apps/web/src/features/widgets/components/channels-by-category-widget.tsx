import type { AccuracyRow } from '@lens/contracts';
import { Skeleton } from '../../../components/feedback-states.tsx';
import type { DrillDataset } from '../state/use-drill.ts';
import { CategoryDotsRow } from './category-dots-row.tsx';
import { categoryScale, groupByCategory } from './category-groups.ts';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './channels-by-category.module.css';
import common from './widgets.module.css';

/**
 * The overview's view of channel categories. Category scores are only loaded for one property type
 * (docs/product-rules.md, "Loading the widgets"), so across types the widget shows each
 * category's channels on one scale,
 * their spread telling which categories hold the weak listings, and offers the types to open.
 */
export function ChannelsByCategoryWidget({
  channels,
  propertyTypes,
  loading,
  failed,
  span,
  drill,
}: {
  channels: readonly AccuracyRow[] | undefined;
  propertyTypes: readonly AccuracyRow[] | undefined;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  drill(dataset: DrillDataset, id: number | string, name: string): void;
}) {
  const groups = groupByCategory(channels ?? []);
  const scale = categoryScale(groups);
  return (
    <WidgetCard
      id="widget-channel-categories"
      title="Accuracy by channel category"
      subtitle="Each dot is a channel · select a category to filter by it"
      ready={!loading}
      span={span}
    >
      {failed ? (
        <p className={common.failed}>The channels could not be loaded.</p>
      ) : loading ? (
        <div className={styles.skeleton}>
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label="Channels by category">
            {groups.map((group) => (
              <CategoryDotsRow
                key={group.id ?? 'other'}
                group={group}
                scale={scale}
                onOpen={(id, name) => drill('site_group', id, name)}
              />
            ))}
          </ul>
          <div className={styles.axis} aria-hidden>
            <div className={styles.axisRow}>
              <span />
              <span className={styles.ticks}>
                {scale.ticks.map((tick) => (
                  <span key={tick} style={{ left: scale.position(tick) }}>
                    {tick}
                  </span>
                ))}
              </span>
              <span />
            </div>
          </div>
          {propertyTypes && propertyTypes.length > 1 && (
            <p className={styles.types}>
              <span>Category scores for one type:</span>
              {propertyTypes.map((type) => (
                <button
                  key={type.id}
                  type="button"
                  className={styles.typeButton}
                  onClick={() => drill('property_type', type.id, type.name)}
                >
                  {type.name}
                </button>
              ))}
            </p>
          )}
        </>
      )}
    </WidgetCard>
  );
}
