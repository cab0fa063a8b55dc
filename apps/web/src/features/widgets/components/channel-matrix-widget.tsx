import type { CharacteristicsForSitesResponse } from '@lens/contracts';
import {
  CHARACTERISTIC_LABELS,
  channelCategoryRank,
  formatAccuracy,
  scoreBandColor,
  type CharacteristicType,
} from '@lens/domain';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { useContainedOverscroll } from '../../../lib/use-contained-overscroll.ts';
import type { DrillDataset } from '../state/use-drill.ts';
import { CategoryIcon } from './category-icon.tsx';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import styles from './channel-matrix.module.css';
import common from './widgets.module.css';

/** "A 'Short name' characteristic is shown as 'Name' if no Name exists." */
function columnLabel(type: CharacteristicType, columns: readonly CharacteristicType[]): string {
  return type === 'SHORT_NAME' && !columns.includes('NAME')
    ? CHARACTERISTIC_LABELS.NAME
    : CHARACTERISTIC_LABELS[type];
}

/**
 * The characteristic x channel heat map of one property: each cell the accuracy of one
 * characteristic on one channel in its band colour, so a wrong phone number on every map stands
 * out as a column and a neglected channel as a row. Channels follow the property type's order.
 */
export function ChannelMatrixWidget({
  data,
  propertyType,
  loading,
  failed,
  span,
  drill,
}: {
  data: CharacteristicsForSitesResponse | undefined;
  propertyType: string | null;
  loading: boolean;
  failed: boolean;
  span: WidgetSpan;
  drill(dataset: DrillDataset, id: number | string, name: string): void;
}) {
  const scrollerRef = useContainedOverscroll<HTMLDivElement>();
  const columns = data?.characteristicTypes ?? [];
  const sites = (data?.sites ?? []).toSorted(
    (a, b) =>
      channelCategoryRank(propertyType, a.siteGroupId ?? -1) -
        channelCategoryRank(propertyType, b.siteGroupId ?? -1) || a.name.localeCompare(b.name),
  );
  return (
    <WidgetCard
      id="widget-matrix"
      title="Characteristics by channel"
      subtitle="Accuracy of each characteristic on each channel · select a channel to open it"
      ready={!loading}
      span={span}
      flush
    >
      {failed ? (
        <p className={common.failed}>The characteristics by channel could not be loaded.</p>
      ) : loading ? (
        <div className={styles.skeleton}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={30} />
          ))}
        </div>
      ) : sites.length === 0 ? (
        <EmptyState title="No channel audited for this property" />
      ) : (
        <div
          ref={scrollerRef}
          className={styles.scroller}
          tabIndex={0}
          role="region"
          aria-label="Characteristics by channel"
        >
          <table className={styles.matrix}>
            <caption className="visually-hidden">
              Accuracy of each characteristic on each channel
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.corner}>
                  Channel
                </th>
                <th scope="col" className={styles.overall}>
                  Overall
                </th>
                {columns.map((type) => (
                  <th key={type} scope="col">
                    <span>{columnLabel(type, columns)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => {
                const cells = new Map(site.characteristics.map((c) => [c.characteristicType, c]));
                return (
                  <tr key={site.siteId}>
                    <th scope="row" className={styles.rowHeader}>
                      <button
                        type="button"
                        className={styles.channel}
                        onClick={() => drill('site', site.siteId, site.name)}
                      >
                        <CategoryIcon categoryId={site.siteGroupId} size="small" />
                        <span>{site.name}</span>
                      </button>
                    </th>
                    <td className={styles.overall}>
                      <span className={styles.cell} data-band={scoreBandColor(site.accuracy)}>
                        {formatAccuracy(site.accuracy)}
                      </span>
                    </td>
                    {columns.map((type) => {
                      const cell = cells.get(type);
                      return (
                        <td key={type}>
                          {cell ? (
                            <span
                              className={styles.cell}
                              data-band={scoreBandColor(cell.accuracy)}
                              title={`${site.name} · ${columnLabel(type, columns)}: ${formatAccuracy(cell.accuracy)} (${cell.resultCount} result${cell.resultCount === 1 ? '' : 's'})`}
                            >
                              {formatAccuracy(cell.accuracy)}
                            </span>
                          ) : (
                            <span className={styles.none}>
                              <span aria-hidden>·</span>
                              <span className="visually-hidden">Not audited</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </WidgetCard>
  );
}
