import { Checkbox, SearchInput } from '../../../components/form-controls.tsx';
import { ChannelSelect } from '../../../components/option-select.tsx';
import type { AuditsReviewPageState } from './use-audits-review-page.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import styles from './filter-bar.module.css';

/** The property searched for, the channel, the audit days and whether only latest audits show. */
export function ReviewFilters({ page }: { page: AuditsReviewPageState }) {
  const { filters, setFilters, type } = page;
  return (
    <>
      <div className={styles.search}>
        <SearchInput
          label="Search properties by name or code"
          value={page.searchText}
          onChange={(event) => page.setSearchText(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <ChannelSelect
          value={filters.site}
          options={type?.sites}
          onChange={(value) => setFilters({ site: value })}
        />
      </div>
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        labels={['Audited from', 'Audited to']}
        onChange={setFilters}
      />
      <div className={styles.toggle}>
        <Checkbox
          label="Latest audits only"
          checked={filters.latest}
          onChange={(event) => setFilters({ latest: event.target.checked })}
        />
      </div>
    </>
  );
}
