import { MAX_SCORE_DROP_STEP, MIN_SCORE_DROP_STEP } from '@lens/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { TextField } from '../../../components/form-controls.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAlertSettings } from '../api/alerts-api.ts';
import styles from './alerts.module.css';
import { useSaveAlertSettings } from '../api/alerts-api.ts';

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
  const [step, setStep] = useState(String(saved));
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      const answer = await save.mutateAsync({ body: { scoreDropStep: Number(step) } });
      setStep(String(answer.scoreDropStep));
      setNotice({ tone: 'success', text: 'Saved.' });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError ? error.message : 'The step could not be saved.',
      });
    }
  };

  return (
    <form className={styles.settings} onSubmit={submit} noValidate>
      <TextField
        label="Step (points)"
        type="number"
        inputMode="numeric"
        min={MIN_SCORE_DROP_STEP}
        max={MAX_SCORE_DROP_STEP}
        value={step}
        onChange={(event) => setStep(event.target.value)}
        error={notice?.tone === 'error' ? notice.text : undefined}
        hint={notice?.tone === 'success' ? notice.text : undefined}
      />
      <Button type="submit" variant="primary" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
