import type { ContentScoreComponentName, ContentScoreResponse } from '@lens/contracts';
import { formatAccuracy, scoreBandColor } from '@lens/domain';
import { Sparkles } from 'lucide-react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { AuditWidget } from './audit-widget.tsx';
import styles from './side-widgets.module.css';

const COMPONENT_LABELS: Record<ContentScoreComponentName, string> = {
  photos: 'Photos',
  descriptionLength: 'Description length',
  amenitiesCoverage: 'Amenities coverage',
  links: 'Links',
};

/** How complete the listing is on a channel that publishes rich content, and what it is made of. */
export function ContentScoreWidget({
  score,
  loading,
  failed,
}: {
  score: ContentScoreResponse | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <AuditWidget
      id="audit-content-score"
      title="Content score"
      subtitle="Completeness of the listing"
      actions={
        score && <ScoreBadge value={score.contentScore} size="large" label="Content score" />
      }
      span={6}
    >
      {loading ? (
        <div className={styles.skeletonList}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={20} />
          ))}
        </div>
      ) : failed ? (
        <p className={styles.failed}>The content score could not be loaded.</p>
      ) : !score || score.contentScore === null ? (
        <EmptyState title="No content score" icon={<Sparkles size={28} aria-hidden />}>
          The channel was not scored for content in this period.
        </EmptyState>
      ) : (
        <ul className={styles.components} data-testid="content-score-components">
          {score.components.map((component) => (
            <li key={component.name}>
              <span className={styles.componentName}>
                {COMPONENT_LABELS[component.name]}
                <span className={styles.weight}>{Math.round(component.weight * 100)}% weight</span>
              </span>
              <span className={styles.barTrack} aria-hidden>
                <span
                  className={styles.bar}
                  data-band={scoreBandColor(component.score)}
                  style={{ width: `${component.score ?? 0}%` }}
                />
              </span>
              <span className={styles.barValue}>{formatAccuracy(component.score)}</span>
              <span className={styles.detail}>{component.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </AuditWidget>
  );
}
