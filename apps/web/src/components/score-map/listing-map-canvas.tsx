import { displayStatus, formatMiles } from '@lens/domain';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createMap, maplibregl, type MapHost } from './create-map.ts';
import { listingFrame } from './listing-geometry.ts';
import type { ListingMapProps } from './listing-map-props.ts';
import { MapFailure } from './map-failure.tsx';
import { readMapTheme } from './map-theme.ts';
import styles from './listing-map.module.css';
import frame from './score-map.module.css';
import { mapHeight } from './map-height.ts';

const OFFSET_SOURCE = 'listing-offset';
const RING_SOURCE = 'listing-rings';

// The map positions a marker by its element's transform, so the pin's own shape sits inside it.
function pin(kind: 'correct' | 'listing', label: string, tone?: string): HTMLElement {
  const element = document.createElement('div');
  element.className = styles.marker ?? '';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.title = label;
  element.dataset.kind = kind;
  const shape = document.createElement('span');
  shape.className = `${styles.pin} ${styles[kind]}`;
  if (tone) shape.style.setProperty('--pin-color', tone);
  element.append(shape);
  return element;
}

/**
 * One listing against the truth: the correct point from the reference data, where the channel
 * puts the property, and the dashed offset between them labelled with the engine's distance.
 * Markers are HTML (two of them): they carry their names for screen readers.
 */
export default function ListingMapCanvas({
  correct,
  listing,
  distanceMiles,
  status,
  hotelChainMode = false,
  rings: ringMiles,
  channelName,
  height = 320,
}: ListingMapProps) {
  const host = useRef<HTMLDivElement & MapHost>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  // Callers pass fresh objects and arrays on every render; the map redraws when their values change.
  const valueKey = JSON.stringify([correct, listing, ringMiles ?? []]);

  useEffect(() => {
    let cancelled = false;
    let created: MapLibreMap | null = null;
    const element = host.current!;
    createMap(element, readMapTheme())
      .then((instance) => {
        created = instance;
        if (cancelled) return instance.remove();
        instance.addControl(new maplibregl.ScaleControl({ unit: 'imperial' }), 'bottom-left');
        instance.once('load', () => !cancelled && setMap(instance));
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      created?.remove();
      delete element.maplibreMap;
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const theme = readMapTheme();
    const { bounds, offset, rings } = listingFrame(correct, listing, ringMiles);
    const markers: Marker[] = [];
    if (rings.length > 0) {
      map.addSource(RING_SOURCE, {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: rings.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
        },
      });
      map.addLayer({
        id: `${RING_SOURCE}-fill`,
        type: 'fill',
        source: RING_SOURCE,
        paint: { 'fill-color': theme.brand, 'fill-opacity': 0.05 },
      });
      map.addLayer({
        id: `${RING_SOURCE}-line`,
        type: 'line',
        source: RING_SOURCE,
        paint: {
          'line-color': theme.brand,
          'line-opacity': 0.45,
          'line-width': 1.2,
          'line-dasharray': [4, 3],
        },
      });
    }
    if (offset) {
      map.addSource(OFFSET_SOURCE, {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: { type: 'LineString', coordinates: offset.line },
        },
      });
      map.addLayer({
        id: OFFSET_SOURCE,
        type: 'line',
        source: OFFSET_SOURCE,
        layout: { 'line-cap': 'round' },
        paint: {
          'line-color': theme.ink,
          'line-width': 2,
          'line-dasharray': [2, 2],
          'line-opacity': 0.7,
        },
      });
    }
    if (correct) {
      markers.push(
        new maplibregl.Marker({
          element: pin('correct', 'Correct location'),
          anchor: 'bottom',
        }).setLngLat([correct.lng, correct.lat]),
      );
    }
    if (listing) {
      const tone = theme.tone[displayStatus(status ?? '', { hotelChainMode }).color];
      markers.push(
        new maplibregl.Marker({
          element: pin(
            'listing',
            channelName ? `Listing on ${channelName}` : 'Channel listing',
            tone,
          ),
          anchor: 'bottom',
        }).setLngLat([listing.lng, listing.lat]),
      );
    }
    if (bounds) {
      map.fitBounds(bounds, { padding: 72, maxZoom: 15, duration: 0 });
    }
    if (offset) {
      const chip = document.createElement('div');
      chip.className = styles.distance ?? '';
      chip.textContent = formatMiles(distanceMiles);
      chip.setAttribute('aria-hidden', 'true');
      // On a short offset the label would cover the pins: it goes under the correct one instead.
      const [from, to] = offset.line.map((point) => map.project(point));
      const short = from!.dist(to!) < 110;
      markers.push(
        short
          ? new maplibregl.Marker({ element: chip, anchor: 'top', offset: [0, 6] }).setLngLat(
              offset.line[0]!,
            )
          : new maplibregl.Marker({ element: chip, anchor: 'center' }).setLngLat(offset.middle),
      );
    }
    for (const marker of markers) marker.addTo(map);
    return () => {
      for (const marker of markers) marker.remove();
      for (const layer of [OFFSET_SOURCE, `${RING_SOURCE}-fill`, `${RING_SOURCE}-line`]) {
        if (map.getLayer(layer)) map.removeLayer(layer);
      }
      for (const source of [OFFSET_SOURCE, RING_SOURCE]) {
        if (map.getSource(source)) map.removeSource(source);
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- valueKey stands for the objects
  }, [map, valueKey, distanceMiles, status, hotelChainMode, channelName]);

  if (failed) return <MapFailure height={height} />;
  return (
    <div
      className={frame.map}
      style={mapHeight(height)}
      role="region"
      aria-label="Listing location against the correct location"
      aria-busy={!map}
      data-map-state={map ? 'ready' : 'loading'}
      data-testid="listing-map"
    >
      <div ref={host} className={frame.canvas} />
    </div>
  );
}
