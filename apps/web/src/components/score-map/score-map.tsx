import { lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/load-chunk.ts';
import { MapBoundary } from './map-boundary.tsx';
import { MapLoading } from './map-loading.tsx';
import type { ScoreMapProps } from './score-map-props.ts';

// MapLibre is most of a megabyte: it loads with the first map shown, never with the app.
const ScoreMapCanvas = lazy(() => loadChunk(() => import('./score-map-canvas.tsx')));

/** The portfolio map of properties by accuracy band; see `ScoreMapCanvas`. */
export function ScoreMap(props: ScoreMapProps) {
  return (
    <MapBoundary height={props.height}>
      <Suspense fallback={<MapLoading height={props.height} />}>
        <ScoreMapCanvas {...props} />
      </Suspense>
    </MapBoundary>
  );
}
