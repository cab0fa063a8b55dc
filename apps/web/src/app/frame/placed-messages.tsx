import { useEffect } from 'react';
import { useLogStore } from '../../lib/log-store.ts';
import { MessageItem } from './overlays.tsx';
import styles from './frame.module.css';

/**
 * The messages of one place, in the page's flow where it is rendered, so they push the content
 * down instead of covering it (a corner message lay over the flagged table's rows).
 */
export function PlacedMessages({ place }: { place: string }) {
  const messages = useLogStore((state) => state.messages);
  useEffect(() => useLogStore.getState().showPlace(place), [place]);
  const mine = messages.filter((message) => message.place === place);
  if (mine.length === 0) return null;
  return (
    <div
      className={styles.placedMessages}
      role="status"
      aria-live="polite"
      data-testid="placed-messages"
    >
      {mine.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </div>
  );
}
