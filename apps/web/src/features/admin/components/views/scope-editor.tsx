import { type ScopeKind, type ViewInput } from '@lens/contracts';
import { useState } from 'react';
import type { FieldErrors } from '../../../../lib/use-schema-form.ts';
import { ChoiceCards } from '../choice-cards.tsx';
import { PropertyPicker } from './property-picker.tsx';
import { ScopeFilters, type FilterScope } from './scope-filters.tsx';
import styles from './view-editor.module.css';

type Scope = ViewInput['scope'];

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
          <ScopeFilters clientId={clientId} value={value} onChange={onChange} errors={errors} />
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
