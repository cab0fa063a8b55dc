import { auditLimitsSchema, type AuditLimits, type AuditLimitsView } from '@lens/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { useSchemaForm, type FieldErrors } from '../../../lib/use-schema-form.ts';
import { fieldKey, formValues, limitsOf, valueOf, type LimitField } from '../state/limit-fields.ts';
import { LimitGroupCards } from './limit-group-cards.tsx';
import styles from './limits-form.module.css';

export type { FieldErrors };

/**
 * The form's text of every field, read as the limits it stands for and checked by the contract's
 * schema; its issues come back keyed like the fields (`geo.accurateMiles`).
 */
const limitsFormSchema = (base: AuditLimits) =>
  z
    .record(z.string(), z.string())
    .transform((values) => limitsOf(values, base) as z.input<typeof auditLimitsSchema>)
    .pipe(auditLimitsSchema);

/**
 * The contract names the field it speaks of ("Photo minimum must ..."); under the field, whose
 * label already says it, once is enough.
 */
const underField = (message: string | undefined) => message?.replace(/^.+? (?=must )/, '');

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
  const schema = useMemo(() => limitsFormSchema(view.limits), [view.limits]);
  const [initial] = useState(() => formValues(view.limits));
  const { attachForm, errors, reset, set, validate, values } = useSchemaForm(schema, initial);
  const shownErrors: FieldErrors = { ...serverErrors, ...errors };
  const changed = Object.keys(values).filter((key) => values[key] !== initial[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const limits = validate();
    if (limits) onSave(limits);
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
          error={underField(shownErrors[key])}
          hint={custom ? `Own value · inherited ${format(inherited)}` : 'Inherited'}
          onChange={(event) => set(key, event.target.value)}
        />
      </div>
    );
  };

  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={`${view.name} limits`}
    >
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
          onClick={() => reset(initial)}
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
