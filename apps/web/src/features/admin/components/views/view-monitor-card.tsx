import { Card } from '../../../../components/card.tsx';
import { Checkbox } from '../../../../components/form-controls.tsx';
import type { ViewFormState } from './use-view-form.ts';
import styles from './view-editor.module.css';

/** The content monitor modes the view's users may switch between: at least one. */
export function ViewMonitorCard({ state }: { state: ViewFormState }) {
  const { form } = state;
  const { values, set, errors } = form;
  return (
    <Card title="Content monitor" subtitle="The modes users of the view may switch between.">
      <fieldset
        className={styles.monitor}
        aria-invalid={errors.contentMonitorDetail ? true : undefined}
        aria-describedby={errors.contentMonitorDetail ? 'content-monitor-error' : undefined}
      >
        <legend className="visually-hidden">Content monitor modes</legend>
        <Checkbox
          label="Summary"
          checked={values.contentMonitorSummary}
          onChange={(event) => {
            set('contentMonitorSummary', event.target.checked);
            form.clear('contentMonitorDetail');
          }}
        />
        <Checkbox
          label="Detail"
          checked={values.contentMonitorDetail}
          onChange={(event) => set('contentMonitorDetail', event.target.checked)}
        />
        {errors.contentMonitorDetail && (
          <span id="content-monitor-error" className={styles.error}>
            {errors.contentMonitorDetail}
          </span>
        )}
      </fieldset>
    </Card>
  );
}
