import type { ViewInput } from '@lens/contracts';
import { PROPERTY_TYPES } from '@lens/domain';
import type { FieldErrors } from '../../../../lib/use-schema-form.ts';
import { useClientPortfolio } from '../../api/views-api.ts';
import { CheckList } from '../check-list.tsx';
import styles from './view-editor.module.css';

export type FilterScope = Extract<ViewInput['scope'], { kind: 'FILTER' }>;
type FilterKey = Exclude<keyof FilterScope, 'kind'>;

const TYPE_LABEL: Record<string, string> = {
  HOTEL: 'Hotels',
  RESTAURANT: 'Restaurants',
  SPA: 'Spas',
};

/** The lists a filter scope picks from, each with the client's count or code beside an entry. */
export function ScopeFilters({
  clientId,
  value,
  onChange,
  errors,
}: {
  clientId: number;
  value: FilterScope;
  onChange(scope: FilterScope): void;
  errors: FieldErrors;
}) {
  const data = useClientPortfolio(clientId).data;
  const filterList = (
    key: FilterKey,
    legend: string,
    options: { id: number; label: string; detail?: string }[],
  ) => (
    <CheckList
      legend={legend}
      options={options}
      value={(value[key] as number[] | undefined) ?? []}
      onChange={(next) => onChange({ ...value, [key]: next })}
      error={errors[`scope.${key}`]}
      height={180}
    />
  );

  return (
    <div className={styles.filterGrid}>
      <CheckList
        legend="Property types"
        options={PROPERTY_TYPES.map((type, index) => ({
          id: index + 1,
          label: TYPE_LABEL[type] ?? type,
          detail: `${data?.propertyTypes.find((entry) => entry.type === type)?.count ?? 0}`,
        }))}
        value={(value.propertyTypes ?? []).map((type) => PROPERTY_TYPES.indexOf(type) + 1)}
        onChange={(next) =>
          onChange({
            ...value,
            propertyTypes: next.map((index) => PROPERTY_TYPES[index - 1]!),
          })
        }
        error={errors['scope.propertyTypes']}
        height={120}
      />
      {filterList(
        'countryIds',
        'Countries',
        (data?.countries ?? []).map((c) => ({
          id: c.id,
          label: c.name,
          detail: `${c.count}`,
        })),
      )}
      {filterList(
        'chainIds',
        'Chains',
        (data?.chains ?? []).map((c) => ({ id: c.id, label: c.name, detail: c.code })),
      )}
      {filterList(
        'brandIds',
        'Brands',
        (data?.brands ?? []).map((b) => ({ id: b.id, label: b.name, detail: b.code })),
      )}
      {filterList(
        'managementCompanyIds',
        'Management companies',
        (data?.managementCompanies ?? []).map((m) => ({
          id: m.id,
          label: m.name,
          detail: m.code,
        })),
      )}
    </div>
  );
}
