import { ActivityFilters } from './activity-filters.tsx';
import { ActivityList } from './activity-list.tsx';
import { PageHeader } from './hotel-chain-admin-shell.tsx';
import { FilteredListCard } from './filtered-list-card.tsx';
import { ACTIVITY_PAGE_SIZE, useManagerActivityPage } from './use-manager-activity-page.ts';

/** `manager_activity/*`: who flagged, noted, accepted or changed what and when. */
export function ManagerActivityPage() {
  const state = useManagerActivityPage();
  const total = state.activity.data?.total;
  return (
    <>
      <PageHeader
        title="Manager activity"
        description="Who flagged items for modification, answered notes, commented, decided reviews or changed audit limits, and when."
      />
      <FilteredListCard
        title="Activity"
        subtitle={
          total === undefined
            ? 'Loading…'
            : `${total.toLocaleString('en-US')} entr${total === 1 ? 'y' : 'ies'}${state.filtered ? ' match the filters' : ''}`
        }
        data-testid="activity-card"
        filtersLabel="Filter the activity"
        filters={<ActivityFilters page={state} />}
        onClear={state.filtered ? state.clearFilters : undefined}
        paging={{
          page: state.page,
          pageSize: ACTIVITY_PAGE_SIZE,
          total,
          label: 'entries',
          onPage: (next) => state.setFilters({}, next),
        }}
      >
        <ActivityList page={state} />
      </FilteredListCard>
    </>
  );
}
