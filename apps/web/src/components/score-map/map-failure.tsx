import { MapPinOff } from 'lucide-react';
import { EmptyState } from '../feedback-states.tsx';
import styles from './score-map.module.css';
import { mapHeight } from './map-height.ts';

/** A map that cannot draw (no WebGL, or its code failed to load) leaves a note in its place. */
export function MapFailure({ height }: { height: number }) {
  return (
    <div className={styles.placeholder} style={mapHeight(height)} data-testid="map-failed">
      <EmptyState title="The map could not be drawn" icon={<MapPinOff size={28} aria-hidden />}>
        This browser has WebGL switched off, or the map failed to load. The figures beside it are
        unaffected.
      </EmptyState>
    </div>
  );
}
