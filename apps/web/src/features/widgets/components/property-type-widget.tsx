import type { AccuracyRow } from '@lens/contracts';
import { formatAccuracy, roundAccuracy, scoreBandColor, scoreChange } from '@lens/domain';
import { BedDouble, Building, Flower2, Utensils } from 'lucide-react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { formatCount, formatShare } from '../format.ts';
import type { DrillDataset } from '../state/use-drill.ts';
import { Delta } from './delta.tsx';
import { WhyScore } from './why-score.tsx';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './property-type-widget.module.css';
import common from './widgets.module.css';

const TYPE_ICONS: Record<string, typeof BedDouble> = {
  HOTEL: BedDouble,
  RESTAURANT: Utensils,
  SPA: Flower2,
};

/** Accuracy per property type as side-by-side tiles; a tile opens that type's page. */
export function PropertyTypeWidget({
  rows,
  properties,
  loading,
  failed,
  span,
  drill,
}: {
  rows: readonly AccuracyRow[] | undefined;
  /** The property rows, to count the properties of each type. */
  properties: readonly AccuracyRow[] | undefined;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  drill(dataset: DrillDataset, id: number | string, name: string): void;
}) {
  const countOf = (type: string | number) =>
    properties?.filter((property) => property.propertyType === type).length;
  return (
    <WidgetCard
      id="widget-property-types"
      title="Accuracy by property type"
      subtitle="Select a type to open its page"
      ready={!loading}
      span={span}
    >
      {failed ? (
        <p className={common.failed}>The property types could not be loaded.</p>
      ) : loading ? (
        <div className={styles.tiles}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={108} />
          ))}
        </div>
      ) : (
        <ul className={styles.tiles} aria-label="Accuracy by property type">
          {(rows ?? []).map((row) => {
            const Icon = TYPE_ICONS[String(row.id)] ?? Building;
            const count = countOf(row.id);
            return (
              <li key={row.id} className={styles.item}>
                <button
                  type="button"
                  className={styles.tile}
                  data-band={scoreBandColor(row.accuracy)}
                  onClick={() => drill('property_type', row.id, row.name)}
                >
                  <span className={styles.head}>
                    <Icon size={16} aria-hidden />
                    <span className={styles.name}>{row.name}</span>
                    {count !== undefined && (
                      <span className={styles.count}>{formatCount(count)} properties</span>
                    )}
                  </span>
                  <span className={styles.figures}>
                    <span className={styles.score}>{formatAccuracy(row.accuracy)}</span>
                    <Delta value={scoreChange(row.accuracy, row.previousMonthAccuracy)} />
                  </span>
                  <span className={styles.track} aria-hidden>
                    <span
                      className={styles.fill}
                      style={{
                        width: `${row.accuracy == null ? 0 : roundAccuracy(row.accuracy)}%`,
                      }}
                    />
                  </span>
                  <span className={styles.meta}>
                    Knockout {formatShare(row.knockout)} · Content {formatAccuracy(row.contentPro)}
                  </span>
                </button>
                {row.accuracy != null && (
                  <span className={styles.why}>
                    <WhyScore
                      of="property_type"
                      id={String(row.id)}
                      label={`Accuracy of ${row.name}`}
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </WidgetCard>
  );
}
