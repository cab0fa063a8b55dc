import type { AccuracyRow } from '@lens/contracts';
import { ChevronLeft, CircleSlash } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useApplySelection, useSelection } from '../../../lib/selection.ts';
import styles from './channel-entry.module.css';

/**
 * A channel with no scored capture of the property in the range says so, instead of a row of
 * N/A that reads as data, and offers the way back to the property.
 */
export function ChannelUnscored({
  channelName,
  property,
}: {
  channelName: string | undefined;
  property: AccuracyRow | undefined;
}) {
  const { selection } = useSelection();
  const apply = useApplySelection();
  const propertyName = property?.name ?? 'this property';
  const back = () =>
    apply(
      { ...selection, site: undefined },
      { dataset: 'site', label: `Property: ${propertyName}` },
    );
  return (
    <div className={styles.unscored} data-testid="channel-unscored">
      <CircleSlash size={20} aria-hidden />
      <p>
        <strong>No score here for this period.</strong> {channelName ?? 'This channel'} has no
        scored capture of {propertyName}: a capture marked “Not this property” is left out of every
        score, and the listing below says where it went.
      </p>
      {property && (
        <Button size="small" onClick={back} data-testid="back-to-property">
          <ChevronLeft size={14} aria-hidden /> Back to {property.name}
        </Button>
      )}
    </div>
  );
}
