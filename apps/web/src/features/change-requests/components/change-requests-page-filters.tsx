import { CHANGE_REQUEST_STATUS_LABELS } from '@lens/contracts';
import { CHANGE_REQUEST_STATUSES } from '@lens/domain';
import { SelectField } from '../../../components/form-controls.tsx';
import { OptionSelect } from '../../../components/option-select.tsx';
import type { ChangeRequestsPageState } from './use-change-requests-page.ts';
import styles from './change-requests.module.css';

export function ChangeRequestsPageFilters({ page }: { page: ChangeRequestsPageState }) {
  const { list, filters } = page;
  const data = page.requests.data;
  return (
    <div className={styles.filters} role="search" aria-label="Filter the change requests">
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) => list.set({ status: event.target.value })}
      >
        <option value="">Every status</option>
        {CHANGE_REQUEST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {CHANGE_REQUEST_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <OptionSelect
        label="Channel"
        value={filters.siteId}
        options={data?.channels}
        placeholder="All channels"
        onChange={(value) => list.set({ site: value })}
      />
      <OptionSelect
        label="Property"
        value={filters.propertyId}
        options={data?.properties}
        placeholder="All properties"
        onChange={(value) => list.set({ property: value })}
      />
    </div>
  );
}
