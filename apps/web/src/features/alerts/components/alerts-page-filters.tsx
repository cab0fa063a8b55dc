import { ALERT_STATES, type AlertState } from '@lens/contracts';
import { ALERT_KIND_LABELS, ALERT_KINDS } from '@lens/domain';
import {
  ChannelSelect,
  OptionSelect,
  PropertySelect,
  valueOptions,
} from '../../../components/option-select.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { DEFAULT_ALERT_STATE, type AlertsPageState } from './use-alerts-page.ts';
import styles from './alerts.module.css';

const STATE_LABELS: Record<AlertState, string> = {
  OPEN: 'Open',
  ACKNOWLEDGED: 'Acknowledged',
  MUTED: 'Muted',
  ALL: 'All',
};

export function AlertsPageFilters({ page }: { page: AlertsPageState }) {
  const { list, filters } = page;
  const data = page.alerts.data;
  return (
    <div className={styles.filters}>
      <SegmentedControl
        label="Alert state"
        options={ALERT_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
        value={filters.state}
        onChange={(value) => list.set({ state: value === DEFAULT_ALERT_STATE ? null : value })}
      />
      <div className={styles.selects}>
        <OptionSelect
          label="Type"
          value={filters.kind}
          options={valueOptions(ALERT_KINDS, (value) => ALERT_KIND_LABELS[value])}
          placeholder="All types"
          onChange={(value) => list.set({ kind: value })}
        />
        <PropertySelect
          value={filters.propertyId}
          options={data?.properties}
          onChange={(value) => list.set({ property: value })}
        />
        <ChannelSelect
          value={filters.siteId}
          options={data?.sites}
          onChange={(value) => list.set({ site: value })}
        />
      </div>
    </div>
  );
}
