import type { AuditCharacteristic, LocationWidget as LocationData } from '@lens/contracts';
import { formatMiles } from '@lens/domain';
import { MapPin } from 'lucide-react';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { ListingMap } from '../../../components/score-map/index.ts';
import { StatusPill } from '../../../components/status-pill.tsx';
import { AuditWidget } from './audit-widget.tsx';
import styles from './side-widgets.module.css';

function coordinates(point: { lat: number; lng: number } | null): string {
  return point ? `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}` : 'Not shown';
}

/**
 * Where the channel puts the property's pin: its distance from the correct coordinates in miles,
 * against the distances the audit limits allow, and both positions.
 */
export function LocationWidget({
  widget,
  result,
  hotelChainMode,
  channelName,
}: {
  widget: LocationData | null;
  /** The Geo Coordinates result, whose evidence holds the threshold that decided. */
  result: AuditCharacteristic | undefined;
  hotelChainMode: boolean;
  channelName?: string;
}) {
  const miles = widget?.distanceFromCorrectCoordinatesInMiles;
  const threshold = result?.evidence?.threshold;
  return (
    <AuditWidget
      id="audit-location"
      title="Location"
      subtitle="Distance from the correct coordinates"
      actions={
        widget?.status && <StatusPill status={widget.status} hotelChainMode={hotelChainMode} />
      }
      span={6}
    >
      {!widget ? (
        <EmptyState title="No location audited" icon={<MapPin size={28} aria-hidden />} />
      ) : (
        <div className={styles.location}>
          <p className={styles.bigFigure} data-testid="location-distance">
            <span className={styles.figure}>{miles == null ? '—' : formatMiles(miles)}</span>
            <span className={styles.figureHint}>
              {miles == null
                ? 'The channel gives no position to measure'
                : miles === 0
                  ? 'The pin is on the correct point'
                  : 'from the correct point'}
            </span>
          </p>
          {threshold != null && (
            <p className={styles.hint}>
              The result was decided against {threshold} mi by the audit limits.
            </p>
          )}
          <ListingMap
            correct={widget.sourceCoordinates}
            listing={widget.channelCoordinates}
            distanceMiles={miles ?? null}
            status={widget.status}
            hotelChainMode={hotelChainMode}
            channelName={channelName}
            rings={threshold != null ? [threshold] : undefined}
            height={260}
          />
          <dl className={styles.pairs}>
            <div>
              <dt>Correct coordinates</dt>
              <dd className={styles.mono}>{coordinates(widget.sourceCoordinates)}</dd>
            </div>
            <div>
              <dt>On the channel</dt>
              <dd className={styles.mono}>{coordinates(widget.channelCoordinates)}</dd>
            </div>
          </dl>
        </div>
      )}
    </AuditWidget>
  );
}
