import type { FilterSelection } from '@lens/domain';

const LABELS: Record<string, string> = {
  startDate: 'From',
  endDate: 'To',
  view: 'View',
  management_company: 'Management company',
  chain: 'Chain',
  brand: 'Brand',
  property_type: 'Property type',
  property: 'Property',
  site_group: 'Channel category',
  site: 'Channel',
  characteristic: 'Characteristic',
  city: 'City',
  region: 'Region',
  sub_region: 'Sub-region',
  country: 'Country',
  language: 'Language',
  diamond_listing: 'Diamond listing',
};

/** The decoded filter selection as a definition list; ids until the filter panel names them. */
export function FilterSummary({ selection }: { selection: FilterSelection }) {
  const entries = Object.entries(selection).filter(([, value]) => value !== undefined);
  return (
    <dl className="filter-summary" data-testid="filter-summary">
      {entries.map(([name, value]) => (
        <div key={name} data-filter={name}>
          <dt>{LABELS[name] ?? name}</dt>
          <dd>{Array.isArray(value) ? value.join(', ') : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
