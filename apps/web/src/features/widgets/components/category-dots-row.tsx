import { formatAccuracy, roundAccuracy, scoreBandColor } from '@lens/domain';
import { CategoryIcon } from './category-icon.tsx';
import type { CategoryGroup, CategoryScale } from './category-groups.ts';
import styles from './channels-by-category.module.css';

/** One category: its channels as dots on the shared scale, the spread between them, and a way in. */
export function CategoryDotsRow({
  group,
  scale,
  onOpen,
}: {
  group: CategoryGroup;
  scale: CategoryScale;
  onOpen(id: number, name: string): void;
}) {
  const { thresholds, position } = scale;
  const scores = group.channels.map((row) => roundAccuracy(row.accuracy!));
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  const content = (
    <>
      <span className={styles.label}>
        <CategoryIcon categoryId={group.id} size="small" />
        <span className={styles.text}>
          <span className={styles.name}>{group.name}</span>
          <span className={styles.caption}>
            {group.channels.length} channel{group.channels.length === 1 ? '' : 's'}
          </span>
        </span>
      </span>
      <span className={styles.strip} aria-hidden>
        {thresholds.map((value) => (
          <span key={value} className={styles.threshold} style={{ left: position(value) }} />
        ))}
        <span
          className={styles.range}
          style={{
            left: position(low),
            width: `calc(${position(high)} - ${position(low)})`,
          }}
        />
        {group.channels.map((row) => (
          <span
            key={row.id}
            className={styles.dot}
            data-band={scoreBandColor(row.accuracy)}
            style={{ left: position(roundAccuracy(row.accuracy!)) }}
            title={`${row.name}: ${formatAccuracy(row.accuracy)}`}
          />
        ))}
      </span>
      <span className={styles.spread}>{low === high ? formatAccuracy(low) : `${low}–${high}`}</span>
    </>
  );
  return (
    <li>
      {group.id === null ? (
        <div className={styles.row}>{content}</div>
      ) : (
        <button
          type="button"
          className={`${styles.row} ${styles.button}`}
          onClick={() => onOpen(group.id!, group.name)}
        >
          {content}
        </button>
      )}
    </li>
  );
}
