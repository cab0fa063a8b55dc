import { VIEW_TYPES, type ViewType } from '@lens/contracts';
import { HOTEL_CHAIN_VIEW_TYPE } from '@lens/domain';
import { Card } from '../../../../components/card.tsx';
import { Checkbox, SelectField, TextField } from '../../../../components/form-controls.tsx';
import { OptionSelect } from '../../../../components/option-select.tsx';
import { useClientOptions } from '../../api/admin-api.ts';
import { ChoiceCards } from '../choice-cards.tsx';
import { FieldRow } from '../form-parts.tsx';
import type { ViewFormState } from './use-view-form.ts';
import { VIEW_TYPE_LABEL } from './view-types.ts';
import styles from './view-editor.module.css';

/** The view's name, client, list and presentation. */
export function ViewGeneralCard({ state }: { state: ViewFormState }) {
  const { values, set, errors } = state.form;
  const { clients } = useClientOptions();
  const changeClient = state.changeClient;
  return (
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
  );
}
