import { auditAgeDays, auditAgeLabel } from '@lens/domain';
import { ArrowRight, Maximize2 } from 'lucide-react';
import type { MapLayerMouseEvent, Map as MapLibreMap, Popup } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { currentDate } from '../../lib/current-date.ts';
import { ScoreBadge } from '../score-badge.tsx';
import { createMap, maplibregl, type MapHost } from './create-map.ts';
import { addDuplicateLayer, duplicateFeatures, duplicateSource } from './duplicate-layer.ts';
import { MapFailure } from './map-failure.tsx';
import { featureBounds, markerFeatures, type MarkerProperties } from './map-features.ts';
import { readMapTheme } from './map-theme.ts';
import {
  addPropertyLayers,
  CLUSTER_LAYER,
  markerOf,
  POINT_LAYER,
  PROPERTY_SOURCE,
  propertySource,
} from './property-layers.ts';
import { ScoreLegend } from './score-legend.tsx';
import type { ScoreMapProps } from './score-map-props.ts';
import styles from './score-map.module.css';
import { mapHeight } from './map-height.ts';

type Selected = { marker: MarkerProperties; at: [number, number] };

/** How close the map may come when it frames the properties: a city's streets-free basemap
 * shows nothing more past it (docs/architecture.md, "Offline basemap"). */
const FIT_MAX_ZOOM = 11;
/** A lone property is shown with its city and the towns around it. */
const SINGLE_ZOOM = 10;
const FIT_PADDING = 48;

/**
 * The portfolio map: one marker per property in its band's colour, clustered into rings that
 * show each cluster's mix of bands; a cluster zooms in on click, a marker opens its popup.
 */
export default function ScoreMapCanvas({
  entries,
  label,
  height,
  propertyHref,
  onOpenProperty,
  duplicates,
}: ScoreMapProps) {
  const host = useRef<HTMLDivElement & MapHost>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [popupNode] = useState(() => document.createElement('div'));
  const popup = useRef<Popup | null>(null);
  const framed = useRef(false);
  const features = useMemo(() => markerFeatures(entries), [entries]);
  const byProperty = useMemo(
    () => new Map(entries.map((entry) => [entry.propertyId, entry])),
    [entries],
  );

  useEffect(() => {
    let cancelled = false;
    let created: MapLibreMap | null = null;
    const element = host.current!;
    const theme = readMapTheme();
    createMap(element, theme)
      .then((instance) => {
        created = instance;
        if (cancelled) return instance.remove();
        instance.once('load', () => {
          if (cancelled) return;
          addPropertyLayers(instance, theme);
          addDuplicateLayer(instance, theme);
          wireInteractions(instance, setSelected);
          // The map's own click decides what a click outside a marker does (see wireInteractions):
          // closing on any click would undo the choice of the next marker in the same click.
          const instancePopup = new maplibregl.Popup({
            closeButton: true,
            closeOnClick: false,
            maxWidth: '280px',
            offset: 12,
            className: styles.popupFrame,
          });
          instancePopup.on('close', () => setSelected(null));
          popup.current = instancePopup;
          setMap(instance);
        });
        instance.on('error', (event) => console.warn('Map:', event.error?.message));
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      popup.current?.remove();
      created?.remove();
      delete element.maplibreMap;
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    void propertySource(map).setData(features);
    popup.current?.remove();
    const bounds = featureBounds(features);
    if (bounds) {
      map.fitBounds(bounds, {
        padding: FIT_PADDING,
        maxZoom: features.features.length === 1 ? SINGLE_ZOOM : FIT_MAX_ZOOM,
        duration: framed.current ? 600 : 0,
      });
      framed.current = true;
    }
  }, [map, features]);

  useEffect(() => {
    if (map) void duplicateSource(map).setData(duplicateFeatures(duplicates ?? []));
  }, [map, duplicates]);

  // The popup opens once its React content is in its node, so its link can take the focus.
  useEffect(() => {
    const current = popup.current;
    if (!map || !current) return;
    if (!selected) {
      current.remove();
      return;
    }
    current.setLngLat(selected.at);
    if (!current.isOpen()) current.setDOMContent(popupNode).addTo(map);
    const id = selected.marker.propertyId;
    map.setFeatureState({ source: PROPERTY_SOURCE, id }, { selected: true });
    return () => {
      if (map.getSource(PROPERTY_SOURCE)) {
        map.setFeatureState({ source: PROPERTY_SOURCE, id }, { selected: false });
      }
    };
  }, [map, selected, popupNode]);

  const fitAll = () => {
    const bounds = featureBounds(features);
    if (!map || !bounds) return;
    const maxZoom = features.features.length === 1 ? SINGLE_ZOOM : FIT_MAX_ZOOM;
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom });
  };

  if (failed) return <MapFailure height={height} />;
  const entry = selected ? byProperty.get(selected.marker.propertyId) : undefined;
  return (
    <div className={styles.frame}>
      <div
        className={styles.map}
        style={mapHeight(height)}
        role="region"
        aria-label={label}
        aria-busy={!map}
        data-map-state={map ? 'ready' : 'loading'}
        data-testid="score-map"
      >
        <div ref={host} className={styles.canvas} />
        {map && features.features.length > 0 && (
          <button
            type="button"
            className={styles.fit}
            onClick={fitAll}
            aria-label="Show all properties"
            title="Show all properties"
          >
            <Maximize2 size={15} aria-hidden />
          </button>
        )}
      </div>
      <ScoreLegend features={features} duplicates={duplicates?.length ?? 0} />
      {selected &&
        createPortal(
          <div
            className={styles.popup}
            data-testid="map-popup"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              setSelected(null);
              map?.getCanvas().focus();
            }}
          >
            <p className={styles.popupName}>{selected.marker.name}</p>
            <div className={styles.popupScores}>
              <ScoreBadge value={entry?.accuracy} label="Accuracy" />
              <span className={styles.popupMuted}>accuracy</span>
              {entry?.contentPro != null && (
                <span className={styles.popupMuted}>
                  · content score {Math.round(entry.contentPro)}
                </span>
              )}
            </div>
            {entry?.lastAuditDate !== undefined && (
              <p className={styles.popupMuted} data-testid="map-popup-last-audited">
                {entry.lastAuditDate
                  ? `Last audited ${auditAgeLabel(auditAgeDays(entry.lastAuditDate, currentDate()))} (${entry.lastAuditDate})`
                  : 'Not audited'}
              </p>
            )}
            {onOpenProperty && (
              <a
                className={styles.popupLink}
                href={propertyHref?.(selected.marker.propertyId) ?? '#'}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  popup.current?.remove();
                  onOpenProperty(selected.marker.propertyId, selected.marker.name);
                }}
              >
                Open property <ArrowRight size={14} aria-hidden />
              </a>
            )}
          </div>,
          popupNode,
        )}
    </div>
  );
}

function wireInteractions(map: MapLibreMap, select: (selected: Selected | null) => void) {
  let hovered: number | null = null;
  const setHover = (id: number | null) => {
    if (hovered !== null)
      map.setFeatureState({ source: PROPERTY_SOURCE, id: hovered }, { hover: false });
    hovered = id;
    if (id !== null) map.setFeatureState({ source: PROPERTY_SOURCE, id }, { hover: true });
  };
  for (const layer of [CLUSTER_LAYER, POINT_LAYER]) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => {
      map.getCanvas().style.cursor = '';
      if (layer === POINT_LAYER) setHover(null);
    });
  }
  map.on('mousemove', POINT_LAYER, (event) => {
    const id = event.features?.[0]?.id;
    if (typeof id === 'number' && id !== hovered) setHover(id);
  });
  map.on('click', CLUSTER_LAYER, async (event: MapLayerMouseEvent) => {
    const cluster = event.features?.[0];
    if (!cluster || cluster.geometry.type !== 'Point') return;
    const zoom = await propertySource(map).getClusterExpansionZoom(
      Number(cluster.properties.cluster_id),
    );
    map.easeTo({ center: cluster.geometry.coordinates as [number, number], zoom });
  });
  map.on('click', (event) => {
    const hit = map.queryRenderedFeatures(event.point, { layers: [CLUSTER_LAYER, POINT_LAYER] });
    if (hit.length === 0) select(null);
  });
  map.on('click', POINT_LAYER, (event: MapLayerMouseEvent) => {
    const point = event.features?.[0];
    if (!point || point.geometry.type !== 'Point') return;
    select({
      marker: markerOf(point.properties),
      at: point.geometry.coordinates as [number, number],
    });
  });
}
