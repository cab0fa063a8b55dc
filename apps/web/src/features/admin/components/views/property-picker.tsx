import { MAX_ADMIN_PAGE_SIZE, type AdminProperty } from '@lens/contracts';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SearchInput } from '../../../../components/form-controls.tsx';
import { useClientProperties } from '../../api/admin-api.ts';
import styles from './property-picker.module.css';

const RESULTS = 50;

function label(property: AdminProperty): string {
  return `${property.name} (${property.code})`;
}

/**
 * Chooses properties of a client one by one: a search over all of them (by name, code or city)
 * and the chosen ones below, each removable.
 */
export function PropertyPicker({
  clientId,
  value,
  onChange,
  error,
}: {
  clientId: number;
  value: readonly number[];
  onChange(value: number[]): void;
  error?: string | null;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useClientProperties(
    clientId,
    { search: search || undefined, pageSize: RESULTS },
    { label: 'Loading properties', enabled: clientId > 0 },
  );
  const chosenIds = value.slice(0, MAX_ADMIN_PAGE_SIZE);
  const chosen = useClientProperties(
    clientId,
    { ids: chosenIds.length ? chosenIds.join(',') : undefined, pageSize: MAX_ADMIN_PAGE_SIZE },
    { label: 'Loading the chosen properties', enabled: clientId > 0 && chosenIds.length > 0 },
  );
  const picked = new Set(value);
  const names = new Map(
    [...(chosen.data?.items ?? []), ...(results.data?.items ?? [])].map((p) => [p.id, p]),
  );
  const toggle = (propertyId: number, on: boolean) =>
    onChange(on ? [...value, propertyId] : value.filter((existing) => existing !== propertyId));

  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>Properties in the view</legend>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        <div className={styles.tools}>
          <SearchInput
            label="Search properties by name, code or city"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className={`${styles.count} tabular`} aria-live="polite">
            {results.data
              ? results.data.total > RESULTS
                ? `First ${RESULTS} of ${results.data.total} properties; search to narrow`
                : `${results.data.total} ${results.data.total === 1 ? 'property' : 'properties'}`
              : 'Loading…'}
          </p>
        </div>
        <div className={styles.results}>
          {(results.data?.items ?? []).map((property) => (
            <label key={property.id} className={styles.option}>
              <input
                type="checkbox"
                checked={picked.has(property.id)}
                onChange={(event) => toggle(property.id, event.target.checked)}
              />
              <span className={styles.name}>{property.name}</span>
              <span className={styles.detail}>
                {property.code} · {property.type.toLowerCase()} · {property.city}
              </span>
            </label>
          ))}
          {results.data?.items.length === 0 && <p className={styles.empty}>No property matches.</p>}
        </div>
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
      <div className={styles.chosen}>
        <p className={styles.chosenTitle}>
          {value.length === 0
            ? 'No property chosen yet.'
            : `${value.length} ${value.length === 1 ? 'property' : 'properties'} chosen`}
        </p>
        {value.length > 0 && (
          <ul className={styles.chips}>
            {value.map((propertyId) => {
              const property = names.get(propertyId);
              const text = property ? label(property) : `Property ${propertyId}`;
              return (
                <li key={propertyId} className={styles.chip}>
                  <span>{text}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${text}`}
                    onClick={() => toggle(propertyId, false)}
                  >
                    <X size={14} aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
