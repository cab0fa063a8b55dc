import {
  VIEW_TYPES,
  viewInputSchema,
  type AdminView,
  type ViewInput,
  type ViewType,
} from '@lens/contracts';
import { HOTEL_CHAIN_VIEW_TYPE } from '@lens/domain';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { Card } from '../../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../../components/feedback-states.tsx';
import { Checkbox, SelectField, TextField } from '../../../../components/form-controls.tsx';
import { OptionSelect } from '../../../../components/option-select.tsx';
import { useClientOptions } from '../../api/admin-api.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { AdminPage } from '../admin-page.tsx';
import { ChannelPicker } from '../channel-picker.tsx';
import { ChoiceCards } from '../choice-cards.tsx';
import { AdminForm, FieldRow } from '../form-parts.tsx';
import { useToasts } from '../toasts.tsx';
import { ScopeEditor } from './scope-editor.tsx';
import { VIEW_TYPE_LABEL } from './view-types.ts';
import styles from './view-editor.module.css';
import { useCreateView, useRefreshViews, useUpdateView, useView } from '../../api/views-api.ts';

const FORM_ID = 'admin-view-form';

function isViewType(value: string | null): value is ViewType {
  return (VIEW_TYPES as readonly string[]).includes(value ?? '');
}

function formValues(view: AdminView | null, viewType: ViewType): ViewInput {
  if (!view)
    return {
      name: '',
      clientId: 0,
      viewType,
      specificViewType: null,
      supportsEssentials: true,
      contentMonitorSummary: true,
      contentMonitorDetail: true,
      scope: { kind: 'ALL' },
      siteIds: null,
    };
  return {
    name: view.name,
    clientId: view.clientId,
    viewType: view.viewType,
    specificViewType:
      view.specificViewType === HOTEL_CHAIN_VIEW_TYPE ? HOTEL_CHAIN_VIEW_TYPE : null,
    supportsEssentials: view.supportsEssentials,
    contentMonitorSummary: view.contentMonitorSummary,
    contentMonitorDetail: view.contentMonitorDetail,
    scope: view.scope,
    siteIds: view.siteIds,
  };
}

/** `/admin/view/create/view?type=…` and `/admin/view/view/:id`: a view's whole definition. */
export function ViewEditorPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const viewId = id !== undefined && Number(id) > 0 ? Number(id) : null;
  const requestedType = params.get('type');
  const view = useView(viewId);
  const viewType: ViewType =
    view.data?.viewType ?? (isViewType(requestedType) ? requestedType : 'standard');
  const title = viewId === null ? 'New view' : (view.data?.name ?? 'View');
  return (
    <AdminPage
      title={title}
      description={
        viewId === null
          ? 'A view is a saved scope: which properties and channels its users see, and how.'
          : view.data && `${view.data.clientName} · ${view.data.propertyCount} properties`
      }
      actions={
        <Link to={`/admin/${viewType}`} className={buttonClasses({ variant: 'ghost' })}>
          <ArrowLeft size={16} aria-hidden /> {VIEW_TYPE_LABEL[viewType]}
        </Link>
      }
    >
      {viewId !== null && !view.data ? (
        view.isError ? (
          <EmptyState title="This view could not be loaded">
            It may have been removed. <Link to={`/admin/${viewType}`}>Back to the views</Link>
          </EmptyState>
        ) : (
          <div className={styles.loading} aria-busy="true">
            <Skeleton height={160} />
            <Skeleton height={240} />
          </div>
        )
      ) : (
        <ViewForm key={view.data?.id ?? 'new'} view={view.data ?? null} viewType={viewType} />
      )}
    </AdminPage>
  );
}

function ViewForm({ view, viewType }: { view: AdminView | null; viewType: ViewType }) {
  const form = useSchemaForm(viewInputSchema, () => formValues(view, viewType));
  const { values, set, errors } = form;
  const { clients } = useClientOptions();
  const create = useCreateView();
  const update = useUpdateView();
  const refreshViews = useRefreshViews();
  const show = useToasts((state) => state.show);
  const navigate = useNavigate();
  const busy = create.isPending || update.isPending;

  const submit = () => {
    if (busy) return;
    const body = form.validate();
    if (!body) return;
    const done = {
      onSuccess: (saved: AdminView) => {
        void refreshViews();
        show(
          'success',
          `${saved.name} was ${view ? 'saved' : 'created'}: ${saved.propertyCount} ${saved.propertyCount === 1 ? 'property' : 'properties'}.`,
        );
        navigate(`/admin/${saved.viewType}`);
      },
      onError: form.showServerError,
    };
    if (view) update.mutate({ params: { viewId: view.id }, body }, done);
    else create.mutate({ body }, done);
  };

  const changeClient = (clientId: number) => {
    set('clientId', clientId);
    // Chains, brands, companies and properties are the client's: another client's mean nothing.
    const scope = values.scope;
    if (scope.kind === 'FILTER')
      set('scope', {
        kind: 'FILTER',
        propertyTypes: scope.propertyTypes,
        countryIds: scope.countryIds,
      });
    if (scope.kind === 'LIST') set('scope', { kind: 'LIST', propertyIds: [] });
  };

  return (
    <AdminForm form={form} id={FORM_ID} label="View" onSubmit={submit}>
      <Card title="General" subtitle="Its name, its client and how the dashboard presents it.">
        <div className={styles.fields}>
          <FieldRow>
            <TextField
              label="Name"
              name="name"
              value={values.name}
              error={errors.name}
              onChange={(event) => set('name', event.target.value)}
            />
            <OptionSelect
              label="Client"
              name="clientId"
              value={values.clientId}
              error={errors.clientId}
              options={clients}
              placeholder="Choose a client…"
              onChange={(value) => changeClient(Number(value))}
            />
            <SelectField
              label="Listed under"
              name="viewType"
              value={values.viewType}
              error={errors.viewType}
              onChange={(event) => set('viewType', event.target.value as ViewType)}
            >
              {VIEW_TYPES.map((type) => (
                <option key={type} value={type}>
                  {VIEW_TYPE_LABEL[type]}
                </option>
              ))}
            </SelectField>
          </FieldRow>
          <ChoiceCards
            legend="Presentation"
            name="specificViewType"
            value={values.specificViewType === HOTEL_CHAIN_VIEW_TYPE ? 'HILTON' : 'STANDARD'}
            onChange={(mode) =>
              set('specificViewType', mode === 'HILTON' ? HOTEL_CHAIN_VIEW_TYPE : null)
            }
            error={errors.specificViewType}
            choices={[
              {
                value: 'STANDARD',
                label: 'Standard',
                description: 'Statuses as audited: accurate, inaccurate, missing…',
              },
              {
                value: 'HILTON',
                label: 'Hotel chain',
                description: 'Source against channel: matched, unmatched, review.',
              },
            ]}
          />
          <Checkbox
            label="Group the essential channels as ESSENTIALS in the channel filter"
            checked={values.supportsEssentials}
            onChange={(event) => set('supportsEssentials', event.target.checked)}
          />
        </div>
      </Card>

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

      <Card title="Properties" subtitle="The properties the view shows.">
        <ScopeEditor
          clientId={values.clientId}
          value={values.scope}
          onChange={(scope) => set('scope', scope)}
          errors={errors}
        />
      </Card>

      <Card title="Channels" subtitle="The channels the view shows.">
        <div className={styles.fields}>
          <ChoiceCards
            legend="Which channels"
            name="channels"
            value={values.siteIds === null ? 'ALL' : 'CHOSEN'}
            onChange={(mode) => set('siteIds', mode === 'ALL' ? null : (view?.siteIds ?? []))}
            choices={[
              {
                value: 'ALL',
                label: 'All channels',
                description: 'Including channels added later.',
              },
              { value: 'CHOSEN', label: 'Chosen channels', description: 'Only those you pick.' },
            ]}
          />
          {values.siteIds !== null && (
            <ChannelPicker
              legend="Channels in the view"
              value={values.siteIds}
              onChange={(next) => set('siteIds', next)}
              error={errors.siteIds}
              height={320}
            />
          )}
          {values.siteIds === null && errors.siteIds && (
            <p className={styles.error}>{errors.siteIds}</p>
          )}
        </div>
      </Card>

      <div className={styles.saveBar}>
        <Link to={`/admin/${view?.viewType ?? viewType}`} className={buttonClasses()}>
          Cancel
        </Link>
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : view ? 'Save view' : 'Create view'}
        </Button>
      </div>
    </AdminForm>
  );
}
