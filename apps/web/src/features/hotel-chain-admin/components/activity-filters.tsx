import { ACTIVITY_ACTIONS } from '@lens/contracts';
import { OptionSelect, PropertySelect, valueOptions } from '../../../components/option-select.tsx';
import { ACTIVITY_LABELS } from './activity-labels.ts';
import type { ManagerActivityPageState } from './use-manager-activity-page.ts';
import bar from './filter-bar.module.css';
import { DateRangeFields } from './date-range-fields.tsx';
import styles from './manager-activity.module.css';

/** Who, which action, which property and between which days. */
export function ActivityFilters({ page }: { page: ManagerActivityPageState }) {
  const { filters, setFilters, options } = page;
  return (
    <>
      <div className={bar.field}>
        <OptionSelect
          label="User"
          value={filters.user}
          options={options.data?.users}
          placeholder="Everyone"
          onChange={(value) => setFilters({ user: value })}
        />
      </div>
      <div className={bar.field}>
        <OptionSelect
          label="Action"
          value={filters.action}
          options={valueOptions(ACTIVITY_ACTIONS, (action) => ACTIVITY_LABELS[action].label)}
          placeholder="Every action"
          onChange={(action) => setFilters({ action })}
        />
      </div>
      <div className={`${bar.field} ${styles.property}`}>
        <PropertySelect
          value={filters.property}
          options={options.data?.properties}
          onChange={(value) => setFilters({ property: value })}
        />
      </div>
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        labels={['From', 'To']}
        onChange={setFilters}
      />
    </>
  );
}
