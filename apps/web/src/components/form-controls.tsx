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

/**
 * Label, control and the note under it: the one layout every field of the app shares. The props
 * that are not the field's own go on to the control.
 */
function Field<T extends FieldProps>({
  props: { label, error, invalid, hint, ...rest },
  children,
}: {
  props: T;
  children(control: ControlProps, bad: boolean, rest: Omit<T, keyof FieldProps>): ReactNode;
}) {
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
        rest,
      )}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

const controlClass = (bad: boolean, ...extra: Array<string | undefined>) =>
  [styles.input, ...extra, bad && styles.invalid].filter(Boolean).join(' ');

export function TextField({
  className,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field props={props}>
      {(control, bad, input) => (
        <input {...control} className={controlClass(bad, className)} {...input} />
      )}
    </Field>
  );
}

/** A native select: keyboard, screen readers and phones all know how to use it. */
export function SelectField({
  className,
  children,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field props={props}>
      {(control, bad, select) => (
        <select {...control} className={controlClass(bad, styles.select, className)} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function TextArea({
  className,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field props={props}>
      {(control, bad, input) => (
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
