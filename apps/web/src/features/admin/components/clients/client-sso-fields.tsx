import {
  clientSsoInputSchema,
  type ClientSso,
  type ClientSsoInput,
  type DiscoveryTestResult,
} from '@lens/contracts';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Checkbox, TextField } from '../../../../components/form-controls.tsx';
import { useSchemaForm, type SchemaForm } from '../../../../lib/use-schema-form.ts';
import { FieldRow, FormSection } from '../form-parts.tsx';
import styles from './client-sso.module.css';
import { useTestSsoDiscovery } from '../../api/clients-api.ts';

export type ClientSsoForm = SchemaForm<typeof clientSsoInputSchema>;

const initialValues = (sso: ClientSso | null): ClientSsoInput => ({
  enabled: sso?.enabled ?? false,
  issuer: sso?.issuer ?? null,
  clientId: sso?.clientId ?? null,
  allowedDomains: sso?.allowedDomains ?? [],
  requireVerifiedEmail: sso?.requireVerifiedEmail ?? true,
});

/** The OpenID Connect part of the client form; the secret field starts empty (write-only). */
export function useClientSsoForm(sso: ClientSso | null) {
  const form = useSchemaForm(clientSsoInputSchema, () => initialValues(sso));
  // Unchanged settings are not sent again, so a client without sign-on gets no row.
  const changed = JSON.stringify(form.values) !== JSON.stringify(initialValues(sso));
  return { form, changed };
}

const splitDomains = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Fields of a client's OpenID Connect sign-in, with a discovery test of the provider address. */
export function ClientSsoFields({ form, sso }: { form: ClientSsoForm; sso: ClientSso }) {
  const [domainText, setDomainText] = useState(sso.allowedDomains.join(', '));
  const origin = window.location.origin;
  const { values, errors, set } = form;
  const domainError =
    errors.allowedDomains ??
    Object.entries(errors).find(([key]) => key.startsWith('allowedDomains.'))?.[1];
  return (
    <FormSection
      title="OpenID Connect sign-in"
      description="Let this client's users sign in with their company account (Microsoft Entra ID, Okta, Google Workspace or any OpenID Connect provider)."
    >
      <Checkbox
        label="Sign in with the company's identity provider"
        name="ssoEnabled"
        checked={values.enabled}
        aria-invalid={errors.enabled ? true : undefined}
        onChange={(event) => set('enabled', event.target.checked)}
      />
      {errors.enabled && <p className={styles.fieldError}>{errors.enabled}</p>}
      <div className={styles.endpoints}>
        <p>
          Register this redirect URI at the provider: <code>{`${origin}${sso.callbackPath}`}</code>
        </p>
        <p>
          Users start at <code>{`${origin}${sso.entryPath}`}</code> or with “Sign in with single
          sign-on” on the sign-in page.
        </p>
      </div>
      <IssuerField form={form} />
      <FieldRow>
        <TextField
          label="Client id"
          name="ssoClientId"
          autoComplete="off"
          spellCheck={false}
          value={values.clientId ?? ''}
          error={errors.clientId}
          onChange={(event) => set('clientId', event.target.value || null)}
        />
        <TextField
          label="Client secret"
          name="ssoClientSecret"
          type="password"
          autoComplete="new-password"
          placeholder={sso.secretSet ? '•••••••• (set)' : undefined}
          value={values.clientSecret ?? ''}
          error={errors.clientSecret}
          hint={
            sso.secretSet
              ? `Set${sso.secretEncrypted ? ', stored encrypted' : ''}. Leave empty to keep it.`
              : 'Shown once by the provider; never shown here again.'
          }
          // Empty keeps the stored secret, which the schema writes as a missing field.
          onChange={(event) => set('clientSecret', event.target.value || undefined)}
        />
      </FieldRow>
      <TextField
        label="Allowed email domains (optional)"
        name="ssoDomains"
        placeholder="meridian.example, meridian-hotels.example"
        spellCheck={false}
        value={domainText}
        error={domainError}
        hint="Work emails in these domains are sent to this provider. Leave empty to allow any address of the client's users."
        onChange={(event) => {
          setDomainText(event.target.value);
          set('allowedDomains', splitDomains(event.target.value));
        }}
      />
      <Checkbox
        label="Only accept email addresses the provider has verified (recommended)"
        name="ssoVerifiedEmail"
        checked={values.requireVerifiedEmail}
        onChange={(event) => set('requireVerifiedEmail', event.target.checked)}
      />
    </FormSection>
  );
}

function IssuerField({ form }: { form: ClientSsoForm }) {
  const test = useTestSsoDiscovery();
  const [result, setResult] = useState<DiscoveryTestResult | null>(null);
  const { values, errors, set } = form;
  const runTest = () => {
    const issuer = clientSsoInputSchema.safeParse({ ...values, enabled: false });
    if (!issuer.success || !issuer.data.issuer) {
      form.validate();
      return;
    }
    setResult(null);
    test.mutate(
      { body: { issuer: issuer.data.issuer } },
      {
        onSuccess: setResult,
        onError: () =>
          setResult({ ok: false, message: 'The test could not be run. Please try again.' }),
      },
    );
  };
  return (
    <div className={styles.issuer}>
      <div className={styles.issuerRow}>
        <TextField
          label="Provider address (issuer or discovery URL)"
          name="ssoIssuer"
          type="url"
          spellCheck={false}
          placeholder="https://login.example.com/tenant/v2.0"
          value={values.issuer ?? ''}
          error={errors.issuer}
          onChange={(event) => {
            set('issuer', event.target.value.trim() ? event.target.value : null);
            setResult(null);
          }}
        />
        <Button onClick={runTest} aria-disabled={test.isPending || undefined}>
          {test.isPending && <LoaderCircle size={16} className={styles.spin} aria-hidden />}
          Test discovery
        </Button>
      </div>
      <div aria-live="polite">
        {result?.ok === true && (
          <div className={styles.found} data-testid="discovery-result">
            <p className={styles.resultTitle}>
              <CircleCheck size={16} aria-hidden /> Discovery document found
            </p>
            <dl>
              <dt>Issuer</dt>
              <dd>{result.issuer}</dd>
              <dt>Authorization</dt>
              <dd>{result.authorizationEndpoint}</dd>
              <dt>Token</dt>
              <dd>{result.tokenEndpoint}</dd>
              <dt>Signing keys</dt>
              <dd>{result.jwksUri}</dd>
            </dl>
          </div>
        )}
        {result?.ok === false && (
          <div className={styles.failed} data-testid="discovery-result">
            <CircleAlert size={16} aria-hidden />
            <p>{result.message}</p>
          </div>
        )}
      </div>
    </div>
  );
}
