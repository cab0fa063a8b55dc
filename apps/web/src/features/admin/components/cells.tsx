import { ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TableColumn } from '../../../components/virtual-table.tsx';
import styles from './cells.module.css';

/** A row's main text with a quieter second line (a user's email, a view's client). */
export function TitleCell({ title, detail }: { title: ReactNode; detail?: ReactNode }) {
  return (
    <span className={styles.title}>
      <span className={styles.main}>{title}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </span>
  );
}

export type Tone = 'green' | 'yellow' | 'red' | 'blue' | 'gray';

/** A short label in a coloured pill: a role, a status, a mode. */
export function Tag({ tone = 'gray', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={styles.tag} data-tone={tone}>
      {children}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Today", "3 days ago", or the date for anything older than a month. */
export function RelativeDate({ value, never = 'Never' }: { value: string | null; never?: string }) {
  // The moment the row was first drawn is "now" enough for days.
  const [now] = useState(() => Date.now());
  if (!value) return <span className="muted">{never}</span>;
  const date = new Date(value);
  const days = Math.floor((now - date.getTime()) / 86_400_000);
  const text =
    days <= 0
      ? 'Today'
      : days === 1
        ? 'Yesterday'
        : days < 31
          ? `${days} days ago`
          : dateFormat.format(date);
  return (
    <time dateTime={value} title={date.toLocaleString()}>
      {text}
    </time>
  );
}

/** The last column of a list: a chevron saying the row opens its record. */
export function openColumn<T>(): TableColumn<T> {
  return {
    id: 'open',
    header: 'Open',
    headerHidden: true,
    width: 56,
    cell: () => <ChevronRight size={16} aria-hidden className={styles.chevron} />,
  };
}
