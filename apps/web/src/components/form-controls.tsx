import { Search } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-controls.module.css';

interface FieldProps {
  label: string;
  /** The message shown under an invalid field; it also marks the field invalid. */
  error?: string | null;
  invalid?: boolean;
  /** A line of help under the field; the error takes its place while there is one. */
  hint?: ReactNode;
}

/** The help or error line under a field, and the id that ties it to the control. */
function FieldNote({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error)
    return (
      <span id={`${id}-note`} className={styles.error}>
        {error}
      </span>
    );
  if (hint)
    return (
      <span id={`${id}-note`} className={styles.hint}>
        {hint}
      </span>
    );
  return null;
}

export function TextField({
  label,
  error,
  invalid,
  hint,
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
        aria-describedby={error || hint ? `${id}-note` : undefined}
        {...input}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/** A native select: keyboard, screen readers and phones all know how to use it. */
export function SelectField({
  label,
  error,
  invalid,
  hint,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const bad = invalid || !!error;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={[styles.input, styles.select, bad && styles.invalid, className]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={bad || undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        {...select}
      >
        {children}
      </select>
      <FieldNote id={id} error={error} hint={hint} />
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
