import { saveAlertSettingsBodySchema } from '@lens/contracts';
import { MAX_SCORE_DROP_STEP, MIN_SCORE_DROP_STEP } from '@lens/domain';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAlertSettings } from '../api/alerts-api.ts';
import styles from './alerts.module.css';
import { useSaveAlertSettings } from '../api/alerts-api.ts';

/** The field holds text; an empty one is no step at all rather than a step of 0. */
const stepFormSchema = z.object({
  scoreDropStep: z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(saveAlertSettingsBodySchema.out.shape.scoreDropStep),
});

/** The client's score-drop step: administrators change it, everyone sees it. */
export function AlertSettingsForm() {
  const settings = useAlertSettings();
  return (
    <Card
      title="Score drops"
      subtitle="A property alerts when its score falls this much in a month."
    >
      {!settings.data ? (
        <Skeleton height={72} />
      ) : settings.data.canEdit ? (
        <StepForm saved={settings.data.scoreDropStep} />
      ) : (
        <p className={styles.note}>
          Alerts are raised at a drop of <strong>{settings.data.scoreDropStep}</strong> points.
          Administrators can change the step.
        </p>
      )}
    </Card>
  );
}

function StepForm({ saved }: { saved: number }) {
  const save = useSaveAlertSettings();
  const { attachForm, errors, formError, reset, set, showServerError, validate, values } =
    useSchemaForm(stepFormSchema, { scoreDropStep: String(saved) });
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const body = validate();
    if (!body) return;
    try {
      const answer = await save.mutateAsync({ body });
      reset({ scoreDropStep: String(answer.scoreDropStep) });
      setDone(true);
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <form ref={attachForm} className={styles.settings} onSubmit={submit} noValidate>
      <TextField
        label="Step (points)"
        name="scoreDropStep"
        type="number"
        inputMode="numeric"
        min={MIN_SCORE_DROP_STEP}
        max={MAX_SCORE_DROP_STEP}
        value={values.scoreDropStep}
        onChange={(event) => {
          setDone(false);
          set('scoreDropStep', event.target.value);
        }}
        // One field: a failure that names none still belongs under it.
        error={errors.scoreDropStep ?? formError}
        hint={done ? 'Saved.' : undefined}
      />
      <Button type="submit" variant="primary" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
