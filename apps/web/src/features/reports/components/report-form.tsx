import {
  reportInputSchema,
  REPORT_KINDS,
  REPORT_SCHEDULES,
  type ReportDefinition,
  type ReportFilters,
  type ReportInput,
} from '@lens/contracts';
import {
  channelCategory,
  LIST_FILTER_TITLES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  type ListFilterName,
  type ReportPeriod,
} from '@lens/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import {
  Checkbox,
  SearchInput,
  SelectField,
  TextArea,
  TextField,
} from '../../../components/form-controls.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { SideSheet } from '../../../components/side-sheet.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldMessage } from '../../../lib/use-schema-form.ts';
import { useClients, useClientViews } from '../api/reports-api.ts';
import { KIND_HINTS, KIND_LABELS, SCHEDULE_LABELS } from './report-labels.ts';
import styles from './reports.module.css';
import { useChannelCatalog } from '../../../api/channel-catalog.ts';
import { useCreateReportDefinition, useUpdateReportDefinition } from '../api/reports-api.ts';

type Errors = Record<string, string>;

interface FormValues {
  name: string;
  clientId: number;
  viewId: number;
  kind: ReportInput['kind'];
  schedule: ReportInput['schedule'];
  period: ReportPeriod;
  recipients: string;
  filters: ReportFilters;
}

/** The filters this form edits; any other stored on the report is kept as it is. */
const EDITED_FILTERS: readonly ListFilterName[] = ['property_type', 'site'];

function initialValues(report: ReportDefinition | null, clientId: number | undefined): FormValues {
  if (report) {
    return {
      name: report.name,
      clientId: report.clientId,
      viewId: report.viewId,
      kind: report.kind,
      schedule: report.schedule,
      period: report.period,
      recipients: report.recipients.join('\n'),
      filters: report.filters as ReportFilters,
    };
  }
  return {
    name: '',
    clientId: clientId ?? 0,
    viewId: 0,
    kind: 'XLSX',
    schedule: 'MONTHLY',
    period: 'PREVIOUS_MONTH',
    recipients: '',
    filters: {},
  };
}

const splitRecipients = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Where a problem shows: under its field; a filter's value under its filter. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'filters' && second) return `filters.${second}`;
  return first ?? 'form';
}

function issuesToErrors(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  recipients: readonly string[],
): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const index = issue.path[1];
    const message =
      field === 'recipients' && typeof index === 'number'
        ? `“${recipients[index]}”: ${issue.message}`
        : issue.message;
    errors[field] ??= message;
  }
  return errors;
}

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
  const [values, setValues] = useState(() => initialValues(report, defaultClientId));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [channelSearch, setChannelSearch] = useState('');
  const clients = useClients();
  const { views, loading: viewsLoading } = useClientViews(values.clientId || undefined);
  const { sites } = useChannelCatalog();
  const create = useCreateReportDefinition();
  const update = useUpdateReportDefinition();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((before) => ({ ...before, [name]: value }));
    setErrors((before) => {
      const after = { ...before };
      delete after[name];
      return after;
    });
    setFormError(null);
  };
  const setFilter = (name: 'property_type' | 'site', list: Array<string | number>) => {
    setValues((before) => ({ ...before, filters: { ...before.filters, [name]: list } }));
    setErrors((before) => {
      const after = { ...before };
      delete after[`filters.${name}`];
      return after;
    });
  };

  const selectedSites = new Set(values.filters.site ?? []);
  const selectedTypes = new Set(values.filters.property_type ?? []);
  const groupedSites = useMemo(() => {
    const term = channelSearch.trim().toLowerCase();
    const groups = new Map<string, typeof sites>();
    for (const site of sites) {
      if (term && !site.name.toLowerCase().includes(term)) continue;
      const group = channelCategory(site.categoryId)?.name ?? 'Other';
      groups.set(group, [...(groups.get(group) ?? []), site]);
    }
    return [...groups];
  }, [sites, channelSearch]);
  const keptFilters = Object.entries(values.filters).filter(
    ([name, list]) => !EDITED_FILTERS.includes(name as ListFilterName) && list?.length,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const recipients = splitRecipients(values.recipients);
    const input = { ...values, recipients };
    const parsed = reportInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues, recipients));
      return;
    }
    try {
      const saved = report
        ? await update.mutateAsync({ params: { reportId: report.id }, body: parsed.data })
        : await create.mutateAsync({ body: parsed.data });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.status < 500) {
        setErrors({ [fieldOf(error.field.split('.'))]: serverFieldMessage(error) });
      } else {
        setFormError(
          error instanceof ApiError ? error.message : 'The report could not be saved. Try again.',
        );
      }
    }
  };

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
      <form id="report-form" className={styles.form} onSubmit={submit} noValidate>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <TextField
          label="Report name"
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

        <fieldset className={styles.fieldset}>
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
          value={values.recipients}
          onChange={(event) => set('recipients', event.target.value)}
          error={errors.recipients}
          placeholder={'content.team@company.com\nregional.manager@company.com'}
          rows={3}
        />
        <p className={styles.note}>
          One address per line. Each gets an email with the download link when the report is built;
          they sign in to download it.
        </p>

        <fieldset className={styles.fieldset}>
          <legend>Property types</legend>
          <div className={styles.inline}>
            {PROPERTY_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={PROPERTY_TYPE_LABELS[type]}
                checked={selectedTypes.has(type)}
                onChange={(event) =>
                  setFilter(
                    'property_type',
                    event.target.checked
                      ? [...selectedTypes, type]
                      : [...selectedTypes].filter((chosen) => chosen !== type),
                  )
                }
              />
            ))}
          </div>
          <span className={styles.note}>None ticked: every type of the view.</span>
          {errors['filters.property_type'] && (
            <span className={styles.errorText}>{errors['filters.property_type']}</span>
          )}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>
            Channels{' '}
            <span className={styles.count}>
              {selectedSites.size ? `${selectedSites.size} chosen` : 'all of the view'}
            </span>
          </legend>
          <SearchInput
            label="Search channels"
            value={channelSearch}
            onChange={(event) => setChannelSearch(event.target.value)}
          />
          <div className={styles.checklist}>
            {groupedSites.map(([group, list]) => (
              <div key={group} role="group" aria-label={group}>
                <p className={styles.groupTitle}>{group}</p>
                {list.map((site) => (
                  <Checkbox
                    key={site.id}
                    label={site.name}
                    checked={selectedSites.has(site.id)}
                    onChange={(event) =>
                      setFilter(
                        'site',
                        event.target.checked
                          ? [...selectedSites, site.id]
                          : [...selectedSites].filter((id) => id !== site.id),
                      )
                    }
                  />
                ))}
              </div>
            ))}
          </div>
          {errors['filters.site'] && (
            <span className={styles.errorText}>{errors['filters.site']}</span>
          )}
        </fieldset>
        {keptFilters.length > 0 && (
          <p className={styles.note}>
            Also limited by{' '}
            {keptFilters
              .map(
                ([name, list]) =>
                  `${LIST_FILTER_TITLES[name as ListFilterName]} (${(list as unknown[]).length})`,
              )
              .join(', ')}
            , as set through the API.
          </p>
        )}
      </form>
    </SideSheet>
  );
}
