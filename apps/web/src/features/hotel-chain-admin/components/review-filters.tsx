import { Checkbox, SearchInput, TextField } from '../../../components/form-controls.tsx';
import { ChannelSelect } from '../../../components/option-select.tsx';
import type { AuditsReviewPageState } from './use-audits-review-page.ts';
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
      <div className={styles.date}>
        <TextField
          label="Audited from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilters({ from: event.target.value })}
        />
      </div>
      <div className={styles.date}>
        <TextField
          label="Audited to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilters({ to: event.target.value })}
        />
      </div>
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
