import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

const CONTROLS = 'input, select, textarea, button';

/** Error messages keyed by the dotted path of their field (`name`, `scope.propertyIds`). */
export type FieldErrors = Record<string, string>;

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    // The first problem of a field is the one to fix first.
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server writes `field: message`; under the field, the message alone reads better. */
export function serverFieldMessage(error: ApiError): string {
  const prefix = `${error.field}: `;
  const message = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * A form checked with the same zod schema the server applies: submit validates, marks every field
 * at fault and focuses the first; a server 4xx naming a field lands under that field; editing a
 * field clears its mark.
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  initial: z.input<S> | (() => z.input<S>),
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  /** The form element's ref, as a callback so the returned object holds no ref. */
  const attachForm = useCallback((node: HTMLFormElement | null) => {
    formElement.current = node;
  }, []);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const invalid = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of checkboxes is marked as a whole; its first box takes the focus.
    const control = invalid?.matches(CONTROLS) ? invalid : invalid?.querySelector(CONTROLS);
    (control as HTMLElement | null | undefined)?.focus();
  });

  const clear = useCallback((path: string) => {
    setErrors((before) => {
      const keys = Object.keys(before).filter((key) => key === path || key.startsWith(`${path}.`));
      if (keys.length === 0) return before;
      const after = { ...before };
      for (const key of keys) delete after[key];
      return after;
    });
    setFormError(null);
  }, []);

  const set = useCallback(
    <K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) => {
      setValues((before) => ({ ...(before as object), [name]: value }) as z.input<S>);
      clear(name);
    },
    [clear],
  );

  /** The parsed values, or null after marking what is wrong. */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      setFormError(null);
      return result.data;
    }
    setErrors(issuesToErrors(result.error.issues));
    focusPending.current = true;
    return null;
  };

  /** Shows a failed save: under its field when the server names one, above the form otherwise. */
  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.field && error.status < 500) {
      setErrors((before) => ({ ...before, [error.field!]: serverFieldMessage(error) }));
      focusPending.current = true;
      return;
    }
    setFormError(
      error instanceof ApiError ? error.message : 'The changes could not be saved. Try again.',
    );
  };

  return {
    values,
    setValues,
    set,
    errors,
    clear,
    formError,
    setFormError,
    validate,
    showServerError,
    attachForm,
    reset: (next: z.input<S>) => {
      setValues(next);
      setErrors({});
      setFormError(null);
    },
  };
}

export type SchemaForm<S extends z.ZodType> = ReturnType<typeof useSchemaForm<S>>;
