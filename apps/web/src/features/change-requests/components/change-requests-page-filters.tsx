import { CHANGE_REQUEST_STATUS_LABELS } from '@lens/contracts';
import { CHANGE_REQUEST_STATUSES } from '@lens/domain';
import {
  ChannelSelect,
  OptionSelect,
  PropertySelect,
  valueOptions,
} from '../../../components/option-select.tsx';
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
      <ChannelSelect
        value={filters.siteId}
        options={data?.channels}
        onChange={(value) => list.set({ site: value })}
      />
      <PropertySelect
        value={filters.propertyId}
        options={data?.properties}
        onChange={(value) => list.set({ property: value })}
      />
    </div>
  );
}
