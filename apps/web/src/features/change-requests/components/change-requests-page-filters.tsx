import { CHANGE_REQUEST_STATUS_LABELS } from '@lens/contracts';
import { CHANGE_REQUEST_STATUSES } from '@lens/domain';
import { OptionSelect, valueOptions } from '../../../components/option-select.tsx';
import type { ChangeRequestsPageState } from './use-change-requests-page.ts';
import styles from './change-requests.module.css';

export function ChangeRequestsPageFilters({ page }: { page: ChangeRequestsPageState }) {
  const { list, filters } = page;
  const data = page.requests.data;
  return (
    <div className={styles.filters} role="search" aria-label="Filter the change requests">
      <OptionSelect
        label="Status"
        value={filters.status}
        options={valueOptions(
          CHANGE_REQUEST_STATUSES,
          (value) => CHANGE_REQUEST_STATUS_LABELS[value],
        )}
        placeholder="Every status"
        onChange={(value) => list.set({ status: value })}
      />
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
