import { auditLimitsSchema, type AuditLimits, type AuditLimitsView } from '@lens/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { fieldKey, formValues, limitsOf, valueOf, type LimitField } from '../state/limit-fields.ts';
import { LimitGroupCards } from './limit-group-cards.tsx';
import styles from './limits-form.module.css';

export type FieldErrors = Readonly<Record<string, string>>;

/** Field errors of the form's values by the contract's schema, keyed like the form's fields. */
export function validateLimits(
  values: Record<string, string>,
  base: AuditLimits,
): { limits: AuditLimits } | { errors: FieldErrors } {
  const parsed = auditLimitsSchema.safeParse(limitsOf(values, base));
  if (parsed.success) return { limits: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message.replace(/^[\w.]+ (?=must)/, '');
  }
  return { errors };
}

const format = (value: number) => String(value);

/**
 * Every threshold of one channel type, grouped by characteristic. Each field says what it would
 * inherit and marks the values of the channel type's own; the form checks the values with the
 * contract's schema before it offers to save.
 */
export function LimitsForm({
  view,
  serverErrors,
  saving,
  onSave,
}: {
  view: AuditLimitsView;
  serverErrors: FieldErrors;
  saving: boolean;
  onSave(limits: AuditLimits): void;
}) {
  const [initial] = useState(() => formValues(view.limits));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shownErrors = { ...serverErrors, ...errors };
  const changed = Object.keys(values).filter((key) => values[key] !== initial[key]);

  const set = (key: string, text: string) => {
    setValues((before) => ({ ...before, [key]: text }));
    if (shownErrors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateLimits(values, view.limits);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    onSave(result.limits);
  };

  const fieldOf = (f: LimitField) => {
    const key = fieldKey(f);
    const inherited = valueOf(view.inherited, f);
    const text = values[key] ?? '';
    const custom = text.trim() !== '' && Number(text) !== inherited;
    return (
      <div key={key} className={styles.field} data-custom={custom || undefined}>
        <TextField
          label={f.unit ? `${f.label} (${f.unit})` : f.label}
          name={key}
          type="number"
          inputMode="decimal"
          step={f.step}
          value={text}
          error={shownErrors[key]}
          hint={custom ? `Own value · inherited ${format(inherited)}` : 'Inherited'}
          onChange={(event) => set(key, event.target.value)}
        />
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`${view.name} limits`}>
      <div className={styles.groups}>
        <LimitGroupCards field={fieldOf} />
      </div>
      <div className={styles.actionBar} data-dirty={changed.length > 0 || undefined}>
        <p className={styles.changes} aria-live="polite">
          {changed.length === 0
            ? 'No unsaved changes'
            : `${changed.length} unsaved change${changed.length === 1 ? '' : 's'}`}
        </p>
        <Button
          variant="ghost"
          disabled={changed.length === 0 || saving}
          onClick={() => {
            setValues(initial);
            setErrors({});
          }}
        >
          Discard
        </Button>
        <Button type="submit" variant="primary" disabled={changed.length === 0 || saving}>
          {saving ? 'Saving…' : 'Save and re-audit'}
        </Button>
      </div>
    </form>
  );
}
