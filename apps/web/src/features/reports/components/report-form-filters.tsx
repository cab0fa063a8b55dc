import type { ReportFilters } from '@lens/contracts';
import {
  channelCategory,
  LIST_FILTER_TITLES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type ListFilterName,
} from '@lens/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useChannelCatalog } from '../../../api/channel-catalog.ts';
import { Checkbox, SearchInput } from '../../../components/form-controls.tsx';
import type { FieldErrors } from '../../../lib/use-schema-form.ts';
import { errorUnder } from './use-report-form.ts';
import styles from './reports.module.css';

/** The filters this form edits; any other stored on the report is kept as it is. */
const EDITED_FILTERS: readonly ListFilterName[] = ['property_type', 'site'];

type EditedFilter = 'property_type' | 'site';

/** A list filter's fieldset, marked as a whole when the schema refuses its list. */
function FilterFieldset({
  legend,
  error,
  children,
}: {
  legend: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {children}
      {error && <span className={styles.errorText}>{error}</span>}
    </fieldset>
  );
}

/** The property types and channels a report is limited to, and a note on filters set elsewhere. */
export function ReportFormFilters({
  filters,
  errors,
  onChange,
}: {
  filters: ReportFilters;
  errors: FieldErrors;
  onChange(filters: ReportFilters): void;
}) {
  const [channelSearch, setChannelSearch] = useState('');
  const { sites } = useChannelCatalog();
  const selectedSites = new Set(filters.site ?? []);
  const selectedTypes = new Set(filters.property_type ?? []);
  const groupedSites = useMemo(() => {
    const term = channelSearch.trim().toLowerCase();
    const groups = new Map<string, typeof sites>();
    for (const site of sites) {
      if (term && !site.name.toLowerCase().includes(term)) continue;
      const group = channelCategory(site.categoryId)?.name ?? 'Other';
      groups.set(group, [...(groups.get(group) ?? []), site]);
    }
    return [...groups];
  }, [sites, channelSearch]);
  const keptFilters = Object.entries(filters).filter(
    ([name, list]) => !EDITED_FILTERS.includes(name as ListFilterName) && list?.length,
  );
  const setFilter = (name: EditedFilter, list: Array<string | number>) =>
    onChange({ ...filters, [name]: list });

  return (
    <>
      <FilterFieldset legend="Property types" error={errorUnder(errors, 'filters.property_type')}>
        <div className={styles.inline}>
          {PROPERTY_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={PROPERTY_TYPE_LABELS[type]}
              checked={selectedTypes.has(type)}
              onChange={(event) =>
                setFilter(
                  'property_type',
                  event.target.checked
                    ? [...selectedTypes, type]
                    : [...selectedTypes].filter((chosen) => chosen !== type),
                )
              }
            />
          ))}
        </div>
        <span className={styles.note}>None ticked: every type of the view.</span>
      </FilterFieldset>

      <FilterFieldset
        legend={
          <>
            Channels{' '}
            <span className={styles.count}>
              {selectedSites.size ? `${selectedSites.size} chosen` : 'all of the view'}
            </span>
          </>
        }
        error={errorUnder(errors, 'filters.site')}
      >
        <SearchInput
          label="Search channels"
          value={channelSearch}
          onChange={(event) => setChannelSearch(event.target.value)}
        />
        <div className={styles.checklist}>
          {groupedSites.map(([group, list]) => (
            <div key={group} role="group" aria-label={group}>
              <p className={styles.groupTitle}>{group}</p>
              {list.map((site) => (
                <Checkbox
                  key={site.id}
                  label={site.name}
                  checked={selectedSites.has(site.id)}
                  onChange={(event) =>
                    setFilter(
                      'site',
                      event.target.checked
                        ? [...selectedSites, site.id]
                        : [...selectedSites].filter((id) => id !== site.id),
                    )
                  }
                />
              ))}
            </div>
          ))}
        </div>
      </FilterFieldset>
      {keptFilters.length > 0 && (
        <p className={styles.note}>
          Also limited by{' '}
          {keptFilters
            .map(
              ([name, list]) =>
                `${LIST_FILTER_TITLES[name as ListFilterName]} (${(list as unknown[]).length})`,
            )
            .join(', ')}
          , as set through the API.
        </p>
      )}
    </>
  );
}
