import {
  saveConnectorBodySchema,
  type ChannelConnector,
  type ConnectorKind,
  type SaveConnectorBody,
} from '@lens/contracts';
import { Play } from 'lucide-react';
import { Button } from '../../../../components/button.tsx';
import { SelectField, TextField } from '../../../../components/form-controls.tsx';
import { SideSheet } from '../../../../components/side-sheet.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';

import { ChoiceCards } from '../choice-cards.tsx';
import { AdminForm, FormSection } from '../form-parts.tsx';
import { useToasts } from '../toasts.tsx';
import { KIND_LABELS, WEEKDAYS } from './connector-labels.ts';
import { isActive, RunDetails } from './run-summary.tsx';
import styles from './connectors.module.css';
import {
  useRefreshConnectors,
  useRunConnector,
  useSaveConnector,
} from '../../api/connectors-api.ts';

const FORM_ID = 'connector-form';

const KIND_CHOICES = [
  {
    value: 'NONE',
    label: KIND_LABELS.NONE,
    description: 'Snapshots of this channel come from imports only.',
  },
  {
    value: 'SCHEMA_ORG',
    label: KIND_LABELS.SCHEMA_ORG,
    description: "Reads the schema.org JSON-LD of each listing's page URL.",
  },
  {
    value: 'PLACES_DETAILS',
    label: KIND_LABELS.PLACES_DETAILS,
    description: "Asks a places-details JSON API about each listing's place id.",
  },
] as const;

/** A channel's connector: kind, settings, schedule, "Run now" and the last run. */
export function ConnectorSheet({
  connector,
  onClose,
}: {
  connector: ChannelConnector;
  onClose(): void;
}) {
  const form = useSchemaForm(saveConnectorBodySchema, (): SaveConnectorBody => ({
    kind: connector.kind,
    baseUrl: connector.baseUrl,
    schedule: connector.schedule,
    requestsPerMinute: connector.requestsPerMinute,
  }));
  const save = useSaveConnector();
  const run = useRunConnector();
  const refreshConnectors = useRefreshConnectors();
  const show = useToasts((state) => state.show);
  const { kind, schedule } = form.values;

  const submit = () => {
    if (save.isPending) return;
    const body = form.validate();
    if (!body) return;
    save.mutate(
      { params: { siteId: connector.siteId }, body },
      {
        onSuccess: () => {
          void refreshConnectors();
          show('success', `${connector.siteName}'s connector was saved.`);
        },
        onError: form.showServerError,
      },
    );
  };

  const runNow = () =>
    run.mutate(
      { params: { siteId: connector.siteId } },
      {
        onSuccess: () => {
          void refreshConnectors();
          show('success', `A run of ${connector.siteName} was queued.`);
        },
        onError: (error) =>
          show('error', error instanceof ApiError ? error.message : 'The run could not be queued.'),
      },
    );

  const setKind = (next: ConnectorKind) => {
    form.set('kind', next);
    if (next === 'NONE') form.set('schedule', { ...schedule, frequency: 'OFF' });
  };

  return (
    <SideSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={connector.siteName}
      description={`${connector.listings.toLocaleString()} property listings on this channel.`}
      data-testid="connector-sheet"
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" type="submit" form={FORM_ID} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save connector'}
          </Button>
        </>
      }
    >
      <AdminForm form={form} id={FORM_ID} label="Connector" onSubmit={submit}>
        <FormSection title="Connector">
          <ChoiceCards
            legend="How listings are read"
            name="kind"
            value={kind}
            onChange={setKind}
            choices={KIND_CHOICES}
            error={form.errors.kind}
          />
          {kind === 'PLACES_DETAILS' && (
            <>
              <TextField
                label="API base URL"
                name="baseUrl"
                type="url"
                placeholder="https://maps.example.com/maps/api/place"
                hint="Calls go to <base>/details/json?place_id=…"
                value={form.values.baseUrl ?? ''}
                error={form.errors.baseUrl}
                onChange={(event) => form.set('baseUrl', event.target.value.trim() || null)}
              />
              <TextField
                label="API key"
                name="apiKey"
                type="password"
                autoComplete="off"
                placeholder={connector.apiKeySet ? 'Stored: leave empty to keep it' : 'None stored'}
                hint="Kept on the server; it is never shown again."
                value={form.values.apiKey ?? ''}
                error={form.errors.apiKey}
                onChange={(event) => form.set('apiKey', event.target.value || undefined)}
              />
            </>
          )}
        </FormSection>
        <FormSection
          title="Schedule"
          description="Runs read every listing of the channel with a URL or an id."
        >
          <div className={styles.schedule}>
            <SelectField
              label="Runs"
              name="frequency"
              value={schedule.frequency}
              disabled={kind === 'NONE'}
              error={form.errors['schedule.frequency']}
              onChange={(event) => {
                const frequency = event.target.value as typeof schedule.frequency;
                form.set('schedule', {
                  ...schedule,
                  frequency,
                  weekday: frequency === 'WEEKLY' ? (schedule.weekday ?? 0) : null,
                });
              }}
            >
              <option value="OFF">Off</option>
              <option value="DAILY">Daily</option>
              <option value="WEEKLY">Weekly</option>
            </SelectField>
            {schedule.frequency === 'WEEKLY' && (
              <SelectField
                label="On"
                name="weekday"
                value={schedule.weekday ?? ''}
                error={form.errors['schedule.weekday']}
                onChange={(event) =>
                  form.set('schedule', { ...schedule, weekday: Number(event.target.value) })
                }
              >
                {WEEKDAYS.map((day, index) => (
                  <option key={day} value={index}>
                    {day}
                  </option>
                ))}
              </SelectField>
            )}
            {schedule.frequency !== 'OFF' && (
              <TextField
                label="At (UTC)"
                name="time"
                type="time"
                value={schedule.time}
                error={form.errors['schedule.time']}
                onChange={(event) =>
                  form.set('schedule', { ...schedule, time: event.target.value })
                }
              />
            )}
            <TextField
              label="Reads a minute"
              name="requestsPerMinute"
              type="number"
              inputMode="numeric"
              min={1}
              max={6000}
              placeholder="120"
              hint="At most; keep within the channel's rate limit."
              value={form.values.requestsPerMinute ?? ''}
              error={form.errors.requestsPerMinute}
              disabled={kind === 'NONE'}
              onChange={(event) =>
                form.set(
                  'requestsPerMinute',
                  event.target.value === '' ? null : Number(event.target.value),
                )
              }
            />
          </div>
        </FormSection>
        <FormSection title="Last run">
          <RunDetails run={connector.lastRun} />
          <div>
            <Button
              onClick={runNow}
              disabled={connector.kind === 'NONE' || run.isPending || isActive(connector.lastRun)}
            >
              <Play size={16} aria-hidden />
              {isActive(connector.lastRun) ? 'Running…' : 'Run now'}
            </Button>
          </div>
        </FormSection>
      </AdminForm>
    </SideSheet>
  );
}
