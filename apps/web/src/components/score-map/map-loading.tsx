import { Spinner } from '../feedback-states.tsx';
import styles from './score-map.module.css';
import { mapHeight } from './map-height.ts';

/** The map's box while its code and shapes arrive, so the page does not jump when it draws. */
export function MapLoading({ height }: { height: number }) {
  return (
    <div className={styles.loading} style={mapHeight(height)} data-testid="map-loading">
      <Spinner label="Loading the map" />
    </div>
  );
}
