import { viewInputSchema, type AdminView, type ViewInput, type ViewType } from '@lens/contracts';
import { HOTEL_CHAIN_VIEW_TYPE } from '@lens/domain';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useCreateView, useRefreshViews, useUpdateView } from '../../api/views-api.ts';
import { useToasts } from '../toasts.tsx';

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

/** A view's definition being edited (or a new one's), and its save back to the views list. */
export function useViewForm(view: AdminView | null, viewType: ViewType) {
  const form = useSchemaForm(viewInputSchema, () => formValues(view, viewType));
  const { values, set } = form;
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
  return { form, view, busy, submit, changeClient };
}

export type ViewFormState = ReturnType<typeof useViewForm>;
