import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './segmented-control.module.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown as the tooltip: what choosing it changes. */
  hint?: string;
}

/**
 * A choice of one among a few, as a radio group: Tab reaches the chosen option, the arrow keys
 * move the choice (WAI-ARIA radio group pattern), so the whole control is one tab stop.
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
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = options.findIndex((option) => option.value === value);
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    buttons.current[next]?.focus();
    onChange(options[next]!.value);
  };
  return (
    <div role="radiogroup" aria-label={label} className={styles.group} data-testid={testId}>
      {options.map((option, index) => {
        const checked = index === current;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (current < 0 && index === 0) ? 0 : -1}
            title={option.hint}
            className={styles.option}
            onClick={() => !checked && onChange(option.value)}
            onKeyDown={(event) => move(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
