import * as RadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';
import styles from './segmented-control.module.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown as the tooltip: what choosing it changes. */
  hint?: string;
}

/**
 * A choice of one among a few, as Radix's radio group: Tab reaches the chosen option and the
 * arrow keys move the choice (the WAI-ARIA radio group pattern), so the whole control is one tab
 * stop.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  'data-testid': testId,
}: {
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange(value: T): void;
  'data-testid'?: string;
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      className={styles.group}
      data-testid={testId}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      loop
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          title={option.hint}
          className={styles.option}
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
