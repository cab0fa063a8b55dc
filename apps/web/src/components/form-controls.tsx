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

/** What a field hands its control: the id its label points at and the ARIA that marks it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control and the note under it: the one layout every field of the app shares. */
function Field({
  label,
  error,
  invalid,
  hint,
  children,
}: FieldProps & { children(control: ControlProps, bad: boolean): ReactNode }) {
  const id = useId();
  const bad = invalid || !!error;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(
        {
          id,
          'aria-invalid': bad || undefined,
          'aria-describedby': error || hint ? `${id}-note` : undefined,
        },
        bad,
      )}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

const controlClass = (bad: boolean, ...extra: Array<string | undefined>) =>
  [styles.input, ...extra, bad && styles.invalid].filter(Boolean).join(' ');

export function TextField({
  label,
  error,
  invalid,
  hint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} invalid={invalid} hint={hint}>
      {(control, bad) => <input {...control} className={controlClass(bad, className)} {...input} />}
    </Field>
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
  return (
    <Field label={label} error={error} invalid={invalid} hint={hint}>
      {(control, bad) => (
        <select {...control} className={controlClass(bad, styles.select, className)} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function TextArea({
  label,
  error,
  invalid,
  hint,
  className,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} invalid={invalid} hint={hint}>
      {(control, bad) => (
        <textarea {...control} className={controlClass(bad, className)} {...input} />
      )}
    </Field>
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
