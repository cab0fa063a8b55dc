import { VIEW_TYPES, type AdminView, type ViewType } from '@lens/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { Card } from '../../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../../components/feedback-states.tsx';
import { useView } from '../../api/views-api.ts';
import { AdminPage } from '../admin-page.tsx';
import { AdminForm } from '../form-parts.tsx';
import { ScopeEditor } from './scope-editor.tsx';
import { useViewForm } from './use-view-form.ts';
import { ViewChannelsCard } from './view-channels-card.tsx';
import { ViewGeneralCard } from './view-general-card.tsx';
import { ViewMonitorCard } from './view-monitor-card.tsx';
import { VIEW_TYPE_LABEL } from './view-types.ts';
import styles from './view-editor.module.css';

const FORM_ID = 'admin-view-form';

function isViewType(value: string | null): value is ViewType {
  return (VIEW_TYPES as readonly string[]).includes(value ?? '');
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
  const state = useViewForm(view, viewType);
  const { values, set, errors } = state.form;
  return (
    <AdminForm form={state.form} id={FORM_ID} label="View" onSubmit={state.submit}>
      <ViewGeneralCard state={state} />

      <ViewMonitorCard state={state} />

      <Card title="Properties" subtitle="The properties the view shows.">
        <ScopeEditor
          clientId={values.clientId}
          value={values.scope}
          onChange={(scope) => set('scope', scope)}
          errors={errors}
        />
      </Card>

      <ViewChannelsCard state={state} />

      <div className={styles.saveBar}>
        <Link to={`/admin/${view?.viewType ?? viewType}`} className={buttonClasses()}>
          Cancel
        </Link>
        <Button variant="primary" type="submit" disabled={state.busy}>
          {state.busy ? 'Saving…' : view ? 'Save view' : 'Create view'}
        </Button>
      </div>
    </AdminForm>
  );
}
