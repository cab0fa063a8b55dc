import { useId, type ReactNode } from 'react';
import styles from './choice-cards.module.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
}

/** One choice among a few, each explained: radio buttons drawn as cards. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.cards}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.card} data-checked={choice.value === value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.text}>
              <span className={styles.label}>{choice.label}</span>
              {choice.description && (
                <span className={styles.description}>{choice.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
