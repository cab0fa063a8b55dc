import { Search } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-controls.module.css';

interface FieldProps {
  label: string;
  /** The message shown under an invalid field; it also marks the field invalid. */
  error?: string | null;
  invalid?: boolean;
}

export function TextField({
  label,
  error,
  invalid,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const bad = invalid || !!error;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={[styles.input, bad && styles.invalid, className].filter(Boolean).join(' ')}
        aria-invalid={bad || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function TextArea({
  label,
  error,
  invalid,
  className,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const bad = invalid || !!error;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={[styles.input, bad && styles.invalid, className].filter(Boolean).join(' ')}
        aria-invalid={bad || undefined}
        {...input}
      />
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

export function SearchInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.search}>
      <Search size={16} aria-hidden />
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={label}
        {...input}
      />
    </div>
  );
}

export function Checkbox({
  label,
  ...input
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
