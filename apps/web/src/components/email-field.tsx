import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from './form-controls.tsx';

type EmailFieldProps = {
  label?: string;
  error?: string | null;
  invalid?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * An address field phones and password managers recognise: the e-mail keyboard, no capital or
 * spelling fix-ups, and the browser's saved address unless `autoComplete` says otherwise.
 */
export function EmailField({ label = 'Email', ...input }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      name="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="off"
      {...input}
      type="email"
    />
  );
}
