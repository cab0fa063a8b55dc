import { REPORT_KINDS, REPORT_SCHEDULES, type ReportDefinition } from '@lens/contracts';
import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportPeriod } from '@lens/domain';
import { Button } from '../../../components/button.tsx';
import { SelectField, TextArea, TextField } from '../../../components/form-controls.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { SideSheet } from '../../../components/side-sheet.tsx';
import { useClients, useClientViews } from '../api/reports-api.ts';
import { KIND_HINTS, KIND_LABELS, SCHEDULE_LABELS } from './report-labels.ts';
import { ReportFormFilters } from './report-form-filters.tsx';
import { recipientsError, useReportForm, type ReportSchemaForm } from './use-report-form.ts';
import styles from './reports.module.css';

/** Create or edit a report definition in a side sheet, checked with the server's own schema. */
export function ReportForm({
  open,
  report,
  defaultClientId,
  onClose,
  onSaved,
}: {
  open: boolean;
  report: ReportDefinition | null;
  defaultClientId?: number;
  onClose(): void;
  onSaved(report: ReportDefinition): void;
}) {
  const { form, submit, saving } = useReportForm({ report, defaultClientId, onSaved });
  const { attachForm, errors, formError, set, values } = form;
  return (
    <SideSheet
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={report ? `Edit ${report.name}` : 'New report'}
      description="What the report covers, its format, when it is built and who gets the link."
      data-testid="report-form"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="report-form" disabled={saving}>
            {saving ? 'Saving…' : report ? 'Save changes' : 'Create report'}
          </Button>
        </>
      }
    >
      <form id="report-form" ref={attachForm} className={styles.form} onSubmit={submit} noValidate>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <ReportFields form={form} />
        <ReportFormFilters
          filters={values.filters}
          errors={errors}
          onChange={(filters) => set('filters', filters)}
        />
      </form>
    </SideSheet>
  );
}

/** What the report is: its name, client and view, format, schedule, period and recipients. */
function ReportFields({ form }: { form: ReportSchemaForm }) {
  const { values, set, errors } = form;
  const clients = useClients();
  const { views, loading: viewsLoading } = useClientViews(values.clientId || undefined);
  return (
    <>
      <TextField
        label="Report name"
        name="name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
        placeholder="e.g. Monthly accuracy – EMEA hotels"
        maxLength={120}
      />
      <div className={styles.pair}>
        <OptionSelect
          label="Client"
          value={values.clientId}
          options={clients}
          placeholder="Choose a client"
          onChange={(value) => {
            set('clientId', Number(value));
            set('viewId', 0);
          }}
          error={errors.clientId}
        />
        <OptionSelect
          label="View"
          value={values.viewId}
          options={views}
          placeholder={viewsLoading ? 'Loading views…' : 'Choose a view'}
          onChange={(value) => set('viewId', Number(value))}
          error={errors.viewId}
          disabled={!values.clientId || viewsLoading}
          hint={values.clientId ? undefined : 'Choose the client first'}
        />
      </div>

      <fieldset className={styles.fieldset} aria-invalid={errors.kind ? true : undefined}>
        <legend>Format</legend>
        <div className={styles.choices} role="radiogroup" aria-label="Format">
          {REPORT_KINDS.map((kind) => (
            <label key={kind} className={styles.choice} data-checked={values.kind === kind}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
              />
              <span className={styles.choiceTitle}>{KIND_LABELS[kind]}</span>
              <span className={styles.choiceHint}>{KIND_HINTS[kind]}</span>
            </label>
          ))}
        </div>
        {errors.kind && <span className={styles.errorText}>{errors.kind}</span>}
      </fieldset>

      <div className={styles.pair}>
        <div className={styles.field}>
          <span className={styles.label} id="report-schedule">
            Schedule
          </span>
          <SegmentedControl
            label="Schedule"
            options={REPORT_SCHEDULES.map((schedule) => ({
              value: schedule,
              label: SCHEDULE_LABELS[schedule],
              hint:
                schedule === 'MONTHLY'
                  ? 'Built on the 1st of every month, and whenever you run it'
                  : 'Built only when you run it',
            }))}
            value={values.schedule}
            onChange={(schedule) => set('schedule', schedule)}
          />
        </div>
        <SelectField
          label="Covers"
          value={values.period}
          onChange={(event) => set('period', event.target.value as ReportPeriod)}
          error={errors.period}
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {REPORT_PERIOD_LABELS[period]}
            </option>
          ))}
        </SelectField>
      </div>

      <TextArea
        label="Recipients"
        name="recipients"
        value={values.recipients}
        onChange={(event) => set('recipients', event.target.value)}
        error={recipientsError(errors, values.recipients)}
        placeholder={'content.team@company.com\nregional.manager@company.com'}
        rows={3}
      />
      <p className={styles.note}>
        One address per line. Each gets an email with the download link when the report is built;
        they sign in to download it.
      </p>
    </>
  );
}
