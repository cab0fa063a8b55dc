import { displayStatus, formatMiles } from '@lens/domain';
import { MapPinOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/load-chunk.ts';
import { EmptyState } from '../feedback-states.tsx';
import { StatusPill } from '../status-pill.tsx';
import type { ListingMapProps } from './listing-map-props.ts';
import { MapBoundary } from './map-boundary.tsx';
import { MapLoading } from './map-loading.tsx';
import { isLatLng } from './lat-lng.ts';
import styles from './listing-map.module.css';
import frame from './score-map.module.css';
import { mapHeight } from './map-height.ts';

const ListingMapCanvas = lazy(() => loadChunk(() => import('./listing-map-canvas.tsx')));

/**
 * Where a channel puts the property against where it is. The legend says it all in text too, so
 * it is there while the map loads, and for whoever cannot see the map.
 */
export function ListingMap(props: ListingMapProps) {
  const { correct, listing, distanceMiles, status, hotelChainMode = false, channelName } = props;
  const rings = isLatLng(correct) ? (props.rings ?? []).filter((miles) => miles > 0) : [];
  const height = props.height ?? 320;
  const tone = displayStatus(status ?? '', { hotelChainMode }).color;
  if (!isLatLng(correct) && !isLatLng(listing)) {
    return (
      <div className={frame.placeholder} style={mapHeight(height)} data-testid="listing-map-empty">
        <EmptyState title="No coordinates to show" icon={<MapPinOff size={28} aria-hidden />}>
          Neither the reference data nor the channel gives a location for this property.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={frame.frame}>
      <MapBoundary height={height}>
        <Suspense fallback={<MapLoading height={height} />}>
          <ListingMapCanvas {...props} height={height} />
        </Suspense>
      </MapBoundary>
      <ul className={styles.legend} data-testid="listing-map-legend">
        <li>
          <span className={styles.key} aria-hidden />
          {isLatLng(correct) ? 'Correct location' : 'No correct location in the reference data'}
        </li>
        <li>
          <span className={styles.key} data-tone={tone} aria-hidden />
          {isLatLng(listing)
            ? channelName
              ? `Listing on ${channelName}`
              : 'Channel listing'
            : `${channelName ?? 'The channel'} gives no coordinates`}
        </li>
        {isLatLng(correct) && isLatLng(listing) && (
          <li>
            <span className={styles.miles} data-testid="listing-distance">
              {formatMiles(distanceMiles)}
            </span>
            <span className={styles.note}>from the correct point</span>
            {status && <StatusPill status={status} hotelChainMode={hotelChainMode} />}
          </li>
        )}
        {rings.length > 0 && (
          <li>
            <span className={styles.ringKey} aria-hidden />
            <span className={styles.note}>
              Rings at {rings.map((miles) => formatMiles(miles)).join(' and ')}
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}
