import type { AccuracyRow } from '@lens/contracts';
import {
  channelCategory,
  channelCategoryRank,
  formatAccuracy,
  MEDIUM_SCORE_MIN,
  HIGH_SCORE_MIN,
  roundAccuracy,
  scoreBandColor,
} from '@lens/domain';
import { Skeleton } from '../../../components/feedback-states.tsx';
import type { DrillDataset } from '../state/use-drill.ts';
import { CategoryIcon } from './category-icon.tsx';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './channels-by-category.module.css';
import common from './widgets.module.css';

interface CategoryGroup {
  id: number | null;
  name: string;
  channels: AccuracyRow[];
}

function groupByCategory(rows: readonly AccuracyRow[]): CategoryGroup[] {
  const groups = new Map<number | null, CategoryGroup>();
  for (const row of rows) {
    if (row.accuracy == null) continue;
    const id = row.siteGroupId ?? null;
    const group = groups.get(id) ?? {
      id,
      name: (id !== null && channelCategory(id)?.name) || 'Other channels',
      channels: [],
    };
    group.channels.push(row);
    groups.set(id, group);
  }
  // Mixed property types: the hotel order applies (see channelCategoryRank).
  return [...groups.values()].toSorted(
    (a, b) => channelCategoryRank(null, a.id ?? -1) - channelCategoryRank(null, b.id ?? -1),
  );
}

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
  const lowest = Math.min(
    100,
    ...groups.flatMap((group) => group.channels.map((row) => roundAccuracy(row.accuracy!))),
  );
  // The scale starts just below the weakest channel so close scores stay apart.
  const floor = Math.max(0, Math.floor((lowest - 5) / 10) * 10);
  const thresholds = [MEDIUM_SCORE_MIN, HIGH_SCORE_MIN].filter((value) => value > floor);
  const position = (value: number) => `${((value - floor) / (100 - floor)) * 100}%`;
  const ticks = Array.from({ length: (100 - floor) / 10 + 1 }, (_, index) => floor + index * 10);
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
            {groups.map((group) => {
              const scores = group.channels.map((row) => roundAccuracy(row.accuracy!));
              const low = Math.min(...scores);
              const high = Math.max(...scores);
              const content = (
                <>
                  <span className={styles.label}>
                    <CategoryIcon categoryId={group.id} size="small" />
                    <span className={styles.text}>
                      <span className={styles.name}>{group.name}</span>
                      <span className={styles.caption}>
                        {group.channels.length} channel{group.channels.length === 1 ? '' : 's'}
                      </span>
                    </span>
                  </span>
                  <span className={styles.strip} aria-hidden>
                    {thresholds.map((value) => (
                      <span
                        key={value}
                        className={styles.threshold}
                        style={{ left: position(value) }}
                      />
                    ))}
                    <span
                      className={styles.range}
                      style={{
                        left: position(low),
                        width: `calc(${position(high)} - ${position(low)})`,
                      }}
                    />
                    {group.channels.map((row) => (
                      <span
                        key={row.id}
                        className={styles.dot}
                        data-band={scoreBandColor(row.accuracy)}
                        style={{ left: position(roundAccuracy(row.accuracy!)) }}
                        title={`${row.name}: ${formatAccuracy(row.accuracy)}`}
                      />
                    ))}
                  </span>
                  <span className={styles.spread}>
                    {low === high ? formatAccuracy(low) : `${low}–${high}`}
                  </span>
                </>
              );
              return (
                <li key={group.id ?? 'other'}>
                  {group.id === null ? (
                    <div className={styles.row}>{content}</div>
                  ) : (
                    <button
                      type="button"
                      className={`${styles.row} ${styles.button}`}
                      onClick={() => drill('site_group', group.id!, group.name)}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <div className={styles.axis} aria-hidden>
            <div className={styles.axisRow}>
              <span />
              <span className={styles.ticks}>
                {ticks.map((tick) => (
                  <span key={tick} style={{ left: position(tick) }}>
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
