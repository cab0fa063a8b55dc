import { type ScopeKind, type ViewInput } from '@lens/contracts';
import { PROPERTY_TYPES } from '@lens/domain';
import { useState } from 'react';
import type { FieldErrors } from '../../../../lib/use-schema-form.ts';
import { CheckList } from '../check-list.tsx';
import { ChoiceCards } from '../choice-cards.tsx';
import { useClientPortfolio } from '../../api/views-api.ts';
import { PropertyPicker } from './property-picker.tsx';
import styles from './view-editor.module.css';

type Scope = ViewInput['scope'];
type FilterScope = Extract<Scope, { kind: 'FILTER' }>;
type FilterKey = Exclude<keyof FilterScope, 'kind'>;

const KINDS = [
  {
    value: 'ALL',
    label: 'All properties',
    description: 'Every property of the client, now and later.',
  },
  {
    value: 'FILTER',
    label: 'Properties matching filters',
    description: 'By type, chain, brand, company or country; new matching properties join.',
  },
  { value: 'LIST', label: 'Chosen properties', description: 'Exactly the properties you pick.' },
] as const;

const TYPE_LABEL: Record<string, string> = {
  HOTEL: 'Hotels',
  RESTAURANT: 'Restaurants',
  SPA: 'Spas',
};

/** A view's property scope: all, by filters, or an explicit list, for the chosen client. */
export function ScopeEditor({
  clientId,
  value,
  onChange,
  errors,
}: {
  clientId: number;
  value: Scope;
  onChange(scope: Scope): void;
  errors: FieldErrors;
}) {
  // Switching to another kind and back keeps what was chosen there.
  const [drafts, setDrafts] = useState<{ FILTER: FilterScope; LIST: number[] }>(() => ({
    FILTER: value.kind === 'FILTER' ? value : { kind: 'FILTER' },
    LIST: value.kind === 'LIST' ? value.propertyIds : [],
  }));

  const portfolio = useClientPortfolio(clientId, value.kind === 'FILTER');

  const choose = (kind: ScopeKind) => {
    const saved = {
      FILTER: value.kind === 'FILTER' ? value : drafts.FILTER,
      LIST: value.kind === 'LIST' ? value.propertyIds : drafts.LIST,
    };
    setDrafts(saved);
    onChange(
      kind === 'ALL'
        ? { kind }
        : kind === 'FILTER'
          ? saved.FILTER
          : { kind, propertyIds: saved.LIST },
    );
  };

  const filterList = (
    key: FilterKey,
    legend: string,
    options: { id: number; label: string; detail?: string }[],
  ) => {
    const scope = value as FilterScope;
    return (
      <CheckList
        legend={legend}
        options={options}
        value={(scope[key] as number[] | undefined) ?? []}
        onChange={(next) => onChange({ ...scope, [key]: next })}
        error={errors[`scope.${key}`]}
        height={180}
      />
    );
  };

  const data = portfolio.data;
  return (
    <div className={styles.scope}>
      <ChoiceCards
        legend="Which properties"
        name="scope-kind"
        choices={KINDS}
        value={value.kind}
        onChange={choose}
        error={errors['scope.kind'] ?? errors.scope}
      />
      {clientId <= 0 && value.kind !== 'ALL' && (
        <p className={styles.notice}>Choose a client first: the properties are the client's.</p>
      )}
      {clientId > 0 && value.kind === 'FILTER' && (
        <>
          <p className={styles.notice}>
            A property is in the view when it matches every list where something is chosen.
          </p>
          <div className={styles.filterGrid}>
            <CheckList
              legend="Property types"
              options={PROPERTY_TYPES.map((type, index) => ({
                id: index + 1,
                label: TYPE_LABEL[type] ?? type,
                detail: `${data?.propertyTypes.find((entry) => entry.type === type)?.count ?? 0}`,
              }))}
              value={(value.kind === 'FILTER' ? (value.propertyTypes ?? []) : []).map(
                (type) => PROPERTY_TYPES.indexOf(type) + 1,
              )}
              onChange={(next) =>
                onChange({
                  ...(value as FilterScope),
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
        </>
      )}
      {clientId > 0 && value.kind === 'LIST' && (
        <PropertyPicker
          clientId={clientId}
          value={value.propertyIds}
          onChange={(propertyIds) => onChange({ kind: 'LIST', propertyIds })}
          error={errors['scope.propertyIds']}
        />
      )}
    </div>
  );
}
