import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './password-field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Guidance under the field, read out with it. */
  hint?: ReactNode;
  error?: string | null;
  /** Beside the label, e.g. the way to restore a forgotten password. */
  labelAction?: ReactNode;
  /** Names the show/hide switch; two password fields on one form need different names. */
  toggleLabel?: string;
}

/** A password input with a show/hide switch, a hint and an error, each tied to the input. */
export function PasswordField({
  label,
  hint,
  error,
  labelAction,
  toggleLabel = 'Show password',
  ...input
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={false}
          autoCapitalize="off"
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={toggleLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </button>
      </div>
      {/* After the input in the tab order, though shown beside the label. */}
      {labelAction && <div className={styles.labelAction}>{labelAction}</div>}
      {hint && (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
