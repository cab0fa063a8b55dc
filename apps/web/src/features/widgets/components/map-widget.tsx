import type { MapDataResponse } from '@lens/contracts';
import { encodeFilterPath, hasCoordinates, visibleMapEntries } from '@lens/domain';
import { MapPinOff } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/feedback-states.tsx';
// Straight from their files: the folder's index also holds the channel page's listing map, which
// the first download should not carry.
import type { DuplicateMarker } from '../../../components/score-map/duplicate-layer.ts';
import { MapLoading as ScoreMapLoading } from '../../../components/score-map/map-loading.tsx';
import { ScoreMap } from '../../../components/score-map/score-map.tsx';
import { useSelection } from '../../../lib/selection.ts';
import { useFilterOptions } from '../../../api/filter-options.ts';
import { formatCount } from '../format.ts';
import { useDrill } from '../state/use-drill.ts';
import { WidgetCard, type WidgetSpan } from './widget-card.tsx';
import common from './widgets.module.css';
import styles from './map-widget.module.css';

/** The country the map shows, when one is selected, for the subtitle. */
function useCountryName(): string | null {
  const { selection } = useSelection();
  const countries = useFilterOptions('country');
  const selected = selection.country ?? [];
  const options = countries.data?.availableValues ?? [];
  const only = selected.length === 1 ? selected[0] : options.length === 1 ? options[0]!.id : null;
  return only == null ? null : (options.find((option) => option.id === only)?.name ?? null);
}

/**
 * Where the properties are and how they score: the map (docs/product-rules.md, "Loading the widgets"), shown where the plan
 * loads it (one country in effect, or summary report mode). In hotel-chain mode a property without
 * coordinates is a finding, so those are listed under the map rather than dropped.
 */
export function MapWidget({
  query,
  channelCount,
  hotelChainMode,
  span,
  height = 420,
  duplicates,
}: {
  query: { data?: MapDataResponse; isPending: boolean; isError: boolean };
  /** Channels in effect: with one, ignored entries are dropped. */
  channelCount: number;
  hotelChainMode: boolean;
  span: WidgetSpan;
  height?: number;
  /** Possible duplicate listings of the property, drawn as rings (property page). */
  duplicates?: readonly DuplicateMarker[];
}) {
  const drill = useDrill();
  const { selection } = useSelection();
  const country = useCountryName();
  // Only one channel or several matters to the rule; the map re-frames itself on new entries, so
  // they are recomputed only when that, or the data, changes.
  const singleChannel = channelCount === 1;
  const entries = useMemo(
    () =>
      visibleMapEntries(query.data?.propertyDetailsFromChannel ?? [], {
        hotelChainMode,
        automatedAudit: false,
        channelCount: singleChannel ? 1 : 2,
      }),
    [query.data, hotelChainMode, singleChannel],
  );
  const [placed, unplaced] = useMemo(
    () => [
      entries.filter((entry) => hasCoordinates(entry.coordinates)),
      entries.filter((entry) => !hasCoordinates(entry.coordinates)),
    ],
    [entries],
  );
  const where = country ? ` in ${country}` : '';
  return (
    <WidgetCard
      id="widget-map"
      title="Map"
      subtitle={
        query.data
          ? `${formatCount(placed.length)} ${placed.length === 1 ? 'property' : 'properties'}${where} · coloured by accuracy`
          : 'Properties coloured by accuracy'
      }
      ready={!query.isPending}
      span={span}
    >
      {query.isPending ? (
        <ScoreMapLoading height={height} />
      ) : query.isError ? (
        <p className={common.failed}>The map data could not be loaded.</p>
      ) : entries.length === 0 ? (
        <EmptyState title="No property to place" icon={<MapPinOff size={28} aria-hidden />}>
          None of the properties in this selection has coordinates.
        </EmptyState>
      ) : (
        <>
          <ScoreMap
            entries={placed}
            label={`Map of ${placed.length} properties${where}`}
            height={height}
            propertyHref={(propertyId) =>
              encodeFilterPath({ ...selection, property: [propertyId] })
            }
            onOpenProperty={(propertyId, name) => drill('property', propertyId, name)}
            duplicates={duplicates}
          />
          {unplaced.length > 0 && (
            <div className={styles.unplaced} data-testid="map-unplaced">
              <p className={styles.unplacedTitle}>
                <MapPinOff size={14} aria-hidden /> Not on the map: no coordinates
              </p>
              <ul>
                {unplaced.map((entry) => (
                  <li key={entry.propertyId}>
                    <button
                      type="button"
                      className={styles.unplacedLink}
                      onClick={() => drill('property', entry.propertyId, entry.name)}
                    >
                      {entry.name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </WidgetCard>
  );
}
