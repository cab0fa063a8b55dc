import { SCORE_BANDS, type ScoreBand } from '@lens/domain';
import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import type { MarkerProperties } from './map-features.ts';
import styles from './score-map.module.css';

const BAND_LABELS: Record<ScoreBand, string> = {
  high: '90–100',
  medium: '60–89',
  low: '0–59',
  none: 'N/A',
};

/** What the colours mean, with how many properties each holds; bands with none are left out. */
export function ScoreLegend({
  features,
  duplicates = 0,
}: {
  features: FeatureCollection<Point, MarkerProperties>;
  /** How many possible duplicate listings the map draws as rings. */
  duplicates?: number;
}) {
  const counts = useMemo(() => {
    const tally: Record<ScoreBand, number> = { high: 0, medium: 0, low: 0, none: 0 };
    for (const feature of features.features) tally[feature.properties.band] += 1;
    return tally;
  }, [features]);
  return (
    <div className={styles.legend}>
      <ul className={styles.bands} aria-label="Accuracy bands on the map">
        {SCORE_BANDS.filter((band) => counts[band] > 0 || band !== 'none').map((band) => (
          <li key={band} data-band={band}>
            <span className={styles.swatch} data-band={band} aria-hidden />
            {BAND_LABELS[band]}
            <span className={styles.count}>{counts[band]}</span>
          </li>
        ))}
        {duplicates > 0 && (
          <li data-testid="legend-duplicates">
            <span className={styles.ring} aria-hidden />
            Possible duplicate listing
            <span className={styles.count}>{duplicates}</span>
          </li>
        )}
      </ul>
      {features.features.length > 1 && (
        <p className={styles.hint}>Rings show each cluster’s mix; select one to zoom in.</p>
      )}
    </div>
  );
}
