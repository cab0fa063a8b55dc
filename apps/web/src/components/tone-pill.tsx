import type { HTMLAttributes } from 'react';
import styles from './badges.module.css';

/** The bands' colours a pill can take. */
export type Tone = 'blue' | 'gray' | 'green' | 'red' | 'yellow';

/** A short label in a rounded pill of one band's colour: a request's state, a logged action. */
export function TonePill({
  tone,
  className,
  ...span
}: { tone: Tone } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={`${styles.pill} ${styles[tone]}${className ? ` ${className}` : ''}`}
      {...span}
    />
  );
}
