import type { AccuracyRow } from '@lens/contracts';
import { adjacentChannel } from '@lens/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import type { Drill } from '../state/use-drill.ts';
import styles from './channel-entry.module.css';

/**
 * Previous / next across the property's channels, in the channels table's order, wrapping around
 * at either end. Each step is a navigation of its own.
 */
export function ChannelStepper({
  ordered,
  channelId,
  drill,
}: {
  /** The property's channels as the channels table orders them. */
  ordered: readonly AccuracyRow[];
  channelId: number;
  drill: Drill;
}) {
  const ids = ordered.map((row) => Number(row.id));
  const previous = ordered[ids.indexOf(adjacentChannel(ids, channelId, 'previous') ?? -1)];
  const next = ordered[ids.indexOf(adjacentChannel(ids, channelId, 'next') ?? -1)];
  const position = ids.indexOf(channelId);
  const step = (row: AccuracyRow | undefined) =>
    row && drill('site', row.id, row.name, { step: true });
  return (
    <nav className={styles.stepper} aria-label="Channels of this property">
      <Button
        size="small"
        onClick={() => step(previous)}
        aria-label={`Previous channel: ${previous?.name}`}
        data-testid="previous-channel"
      >
        <ChevronLeft size={16} aria-hidden />
        <span className={styles.stepName}>{previous?.name}</span>
      </Button>
      {position >= 0 && (
        <span className={styles.position} data-testid="channel-position">
          {position + 1} of {ordered.length}
        </span>
      )}
      <Button
        size="small"
        onClick={() => step(next)}
        aria-label={`Next channel: ${next?.name}`}
        data-testid="next-channel"
      >
        <span className={styles.stepName}>{next?.name}</span>
        <ChevronRight size={16} aria-hidden />
      </Button>
    </nav>
  );
}
