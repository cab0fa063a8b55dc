import type { AuditCharacteristic, FetchedTagsWidget } from '@lens/contracts';
import { visibleImageTags } from '@lens/domain';
import { Images } from 'lucide-react';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import { AuditWidget } from './audit-widget.tsx';
import styles from './side-widgets.module.css';

/**
 * The photos the channel shows, counted per tag (rooms, pool, exterior...). Hotel-chain mode hides
 * the off-site and on-site tags (docs/product-rules.md, "Hotel-chain mode").
 */
export function PhotosWidget({
  widget,
  result,
  hotelChainMode,
}: {
  widget: FetchedTagsWidget | null;
  result: AuditCharacteristic | undefined;
  hotelChainMode: boolean;
}) {
  const tags = Object.entries(visibleImageTags(widget?.tagsStat ?? {}, hotelChainMode)).toSorted(
    ([a, countA], [b, countB]) => countB - countA || a.localeCompare(b),
  );
  const most = Math.max(1, ...tags.map(([, count]) => count));
  return (
    <AuditWidget
      id="audit-photos"
      title="Photos"
      subtitle={
        widget
          ? `${widget.photoCount} ${widget.photoCount === 1 ? 'photo' : 'photos'} on the channel${result?.sourceValue ? `, ${result.sourceValue} in the source` : ''}`
          : undefined
      }
      actions={result && <StatusPill status={result.status} hotelChainMode={hotelChainMode} />}
      span={6}
    >
      {!widget || tags.length === 0 ? (
        <EmptyState title="No photo tags" icon={<Images size={28} aria-hidden />}>
          {widget ? 'The photos on the channel carry no tags.' : 'No photos were captured.'}
        </EmptyState>
      ) : (
        <ul className={styles.bars} aria-label="Photos per tag" data-testid="photo-tags">
          {tags.map(([tag, count]) => (
            <li key={tag} data-tag={tag}>
              <span className={styles.barLabel}>{tag.charAt(0).toUpperCase() + tag.slice(1)}</span>
              <span className={styles.barTrack} aria-hidden>
                <span className={styles.bar} style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className={styles.barValue}>{count}</span>
            </li>
          ))}
        </ul>
      )}
    </AuditWidget>
  );
}
