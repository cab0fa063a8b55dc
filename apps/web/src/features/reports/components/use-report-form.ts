import {
  reportInputSchema,
  type ReportDefinition,
  type ReportFilters,
  type ReportInput,
} from '@lens/contracts';
import type { ReportPeriod } from '@lens/domain';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { useSchemaForm, type FieldErrors } from '../../../lib/use-schema-form.ts';
import { useCreateReportDefinition, useUpdateReportDefinition } from '../api/reports-api.ts';

/** The sheet's values: as the contract's input, but the recipients as typed, one text. */
export interface ReportFormValues {
  name: string;
  clientId: number;
  viewId: number;
  kind: ReportInput['kind'];
  schedule: ReportInput['schedule'];
  period: ReportPeriod;
  recipients: string;
  filters: ReportFilters;
}

function initialValues(
  report: ReportDefinition | null,
  clientId: number | undefined,
): ReportFormValues {
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

/** Addresses may be typed one a line or separated by commas, semicolons or spaces. */
const splitRecipients = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The server's own schema, with the recipients' text split into the list it takes. */
const reportFormSchema = z.preprocess(
  (values: ReportFormValues) => ({ ...values, recipients: splitRecipients(values.recipients) }),
  reportInputSchema,
);

/** The first problem at `path` or inside it (`filters.site` holds `filters.site.2`). */
export function errorUnder(errors: FieldErrors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}

/** One field holds every address, so a refused one is named in the message. */
export function recipientsError(errors: FieldErrors, text: string): string | undefined {
  if (errors.recipients) return errors.recipients;
  const [path, message] =
    Object.entries(errors).find(([key]) => key.startsWith('recipients.')) ?? [];
  if (!path) return undefined;
  const address = splitRecipients(text)[Number(path.split('.')[1])];
  return address ? `“${address}”: ${message}` : message;
}

/** Create or edit a report definition, checked with the server's own schema before saving. */
export function useReportForm({
  report,
  defaultClientId,
  onSaved,
}: {
  report: ReportDefinition | null;
  defaultClientId?: number;
  onSaved(report: ReportDefinition): void;
}) {
  const form = useSchemaForm(reportFormSchema, () => initialValues(report, defaultClientId));
  const create = useCreateReportDefinition();
  const update = useUpdateReportDefinition();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      const saved = report
        ? await update.mutateAsync({ params: { reportId: report.id }, body })
        : await create.mutateAsync({ body });
      onSaved(saved);
    } catch (error) {
      form.showServerError(error);
    }
  };

  return { form, submit, saving: create.isPending || update.isPending };
}

export type ReportSchemaForm = ReturnType<typeof useReportForm>['form'];
