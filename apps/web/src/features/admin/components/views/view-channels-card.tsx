import { Card } from '../../../../components/card.tsx';
import { ChannelPicker } from '../channel-picker.tsx';
import { ChoiceCards } from '../choice-cards.tsx';
import type { ViewFormState } from './use-view-form.ts';
import styles from './view-editor.module.css';

/** All channels, or the ones picked. */
export function ViewChannelsCard({ state }: { state: ViewFormState }) {
  const { view } = state;
  const { values, set, errors } = state.form;
  return (
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
  );
}
