import {
  captureBodySchema,
  type CaptureBody,
  type CaptureResult,
  type ChannelConnector,
} from '@lens/contracts';
import { encodeFilterPath } from '@lens/domain';
import { CircleCheck, Globe } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Card } from '../../../../components/card.tsx';
import { SearchInput, TextField } from '../../../../components/form-controls.tsx';
import { OptionSelect } from '../../../../components/option-select.tsx';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useClientProperties, useCurrentUser } from '../../api/admin-api.ts';
import { AdminForm } from '../form-parts.tsx';
import styles from './connectors.module.css';
import { useCaptureFromUrl, useRefreshConnectors } from '../../api/connectors-api.ts';

const FORM_ID = 'connector-capture-form';

/** The snapshot fields a capture found, in words. */
function foundFields(result: CaptureResult): string {
  const {
    propertyCode: _p,
    siteId: _s,
    capturedAt: _c,
    projectType: _t,
    listingUrl: _l,
    ...rest
  } = result.snapshot;
  return Object.keys(rest)
    .map((key) => key.replace(/([A-Z])/g, ' $1').toLowerCase())
    .join(', ');
}

/** A one-off read of a listing page's schema.org JSON-LD, landed and audited at once. */
export function CaptureCard({ sites }: { sites: readonly ChannelConnector[] }) {
  const me = useCurrentUser();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const properties = useClientProperties(
    me?.clientId ?? 0,
    { search: search || undefined, pageSize: 50 },
    { label: 'Loading properties', enabled: !!me },
  );
  const form = useSchemaForm(captureBodySchema, (): CaptureBody => ({
    propertyId: 0,
    siteId: 0,
    url: '',
  }));
  const capture = useCaptureFromUrl();
  const refreshConnectors = useRefreshConnectors();
  const [result, setResult] = useState<CaptureResult | null>(null);

  const submit = () => {
    if (capture.isPending) return;
    const body = form.validate();
    if (!body) return;
    setResult(null);
    capture.mutate(
      { body },
      {
        onSuccess: (answer) => {
          setResult(answer);
          void refreshConnectors();
        },
        onError: form.showServerError,
      },
    );
  };

  const auditPath =
    result &&
    encodeFilterPath({
      startDate: result.auditDate,
      endDate: result.auditDate,
      property: [result.propertyId],
      site: [result.siteId],
    });

  return (
    <Card
      title="Capture from URL"
      subtitle="Reads the page's schema.org data now and lands it for the property."
      data-testid="capture-card"
    >
      <AdminForm form={form} id={FORM_ID} label="Capture from URL" onSubmit={submit}>
        <div className={styles.form}>
          <SearchInput
            label="Search properties"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <OptionSelect
            label="Property"
            name="propertyId"
            value={form.values.propertyId}
            error={form.errors.propertyId}
            options={properties.data?.items.map((property) => ({
              id: property.id,
              name: `${property.name} (${property.code})`,
            }))}
            placeholder="Choose a property…"
            onChange={(value) => form.set('propertyId', Number(value))}
          />
          <OptionSelect
            label="Channel"
            name="siteId"
            value={form.values.siteId}
            error={form.errors.siteId}
            options={sites
              .map((site) => ({ id: site.siteId, name: site.siteName }))
              .toSorted((a, b) => a.name.localeCompare(b.name))}
            placeholder="Choose a channel…"
            onChange={(value) => form.set('siteId', Number(value))}
          />
          <TextField
            label="Listing page URL"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.values.url}
            error={form.errors.url}
            onChange={(event) => form.set('url', event.target.value.trim())}
          />
          <div className={styles.buttons}>
            <Button type="submit" variant="primary" disabled={capture.isPending}>
              <Globe size={16} aria-hidden />
              {capture.isPending ? 'Capturing…' : 'Capture'}
            </Button>
          </div>
        </div>
      </AdminForm>
      {result && auditPath && (
        <div className={styles.result} role="status" data-testid="capture-result">
          <p className={styles.resultHead}>
            <CircleCheck size={20} aria-hidden className={styles.ok} />
            Landed as a {result.entityType} snapshot and audited
            {result.accuracy !== null && `: ${Math.round(result.accuracy)}% accurate`}.
          </p>
          <p className={styles.found}>Found: {foundFields(result)}.</p>
          <Link to={auditPath}>
            Open the audit of {result.snapshot.name ?? result.snapshot.propertyCode}
          </Link>
        </div>
      )}
    </Card>
  );
}
