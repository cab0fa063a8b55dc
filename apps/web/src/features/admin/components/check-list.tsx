import { useId, useMemo, useState, type ReactNode } from 'react';
import { SearchInput } from '../../../components/form-controls.tsx';
import styles from './check-list.module.css';

export interface CheckOption {
  id: number;
  label: string;
  detail?: string;
  /** Options with a group are listed under its heading (channels by category). */
  group?: string;
}

/**
 * Picks several options from a list of any length: a search to narrow it, select-all and clear
 * for what is shown, and a count of what is chosen. Plain checkboxes, so keyboard and screen
 * readers need nothing special.
 */
export function CheckList({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  searchLabel,
  disabled,
  emptyText = 'Nothing to choose from.',
  height = 260,
}: {
  legend: string;
  options: readonly CheckOption[];
  value: readonly number[];
  onChange(value: number[]): void;
  error?: string | null;
  hint?: ReactNode;
  searchLabel?: string;
  disabled?: boolean;
  emptyText?: string;
  height?: number;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  // What was chosen when the form opened is listed first, so a saved choice is seen at once; the
  // order then stays put while boxes are ticked.
  const [openedWith] = useState(() => new Set(value));
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const matching = needle
      ? options.filter((option) =>
          `${option.label} ${option.detail ?? ''} ${option.group ?? ''}`
            .toLowerCase()
            .includes(needle),
        )
      : options;
    // Groups keep their order; within one, the chosen come first.
    const groupRank = new Map<string, number>();
    options.forEach((option, index) => {
      if (!groupRank.has(option.group ?? '')) groupRank.set(option.group ?? '', index);
    });
    const rank = (option: CheckOption) => groupRank.get(option.group ?? '') ?? 0;
    return matching.toSorted(
      (a, b) => rank(a) - rank(b) || Number(openedWith.has(b.id)) - Number(openedWith.has(a.id)),
    );
  }, [options, filter, openedWith]);
  const groups = useMemo(() => {
    const byGroup = new Map<string, CheckOption[]>();
    for (const option of shown) {
      const key = option.group ?? '';
      byGroup.set(key, [...(byGroup.get(key) ?? []), option]);
    }
    return [...byGroup];
  }, [shown]);

  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...value, optionId] : value.filter((existing) => existing !== optionId));
  const setShown = (on: boolean) => {
    const shownIds = new Set(shown.map((option) => option.id));
    onChange(
      on
        ? [...new Set([...value, ...shownIds])]
        : value.filter((existing) => !shownIds.has(existing)),
    );
  };

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error || hint ? `${id}-note` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
        <div className={styles.tools}>
          {options.length > 8 && (
            <div className={styles.filter}>
              <SearchInput
                label={searchLabel ?? `Search ${legend.toLowerCase()}`}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </div>
          )}
          <span className={`${styles.count} tabular`}>
            {value.length} of {options.length} chosen
          </span>
          <button type="button" className={styles.link} onClick={() => setShown(true)}>
            {filter ? 'Select shown' : 'Select all'}
          </button>
          <button type="button" className={styles.link} onClick={() => setShown(false)}>
            Clear
          </button>
        </div>
        <div className={styles.list} style={{ maxHeight: height }}>
          {shown.length === 0 ? (
            <p className={styles.empty}>{options.length ? 'No match.' : emptyText}</p>
          ) : (
            groups.map(([group, entries]) => (
              <div key={group} role={group ? 'group' : undefined} aria-label={group || undefined}>
                {group && <p className={styles.group}>{group}</p>}
                {entries.map((option) => (
                  <label key={option.id} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={chosen.has(option.id)}
                      onChange={(event) => toggle(option.id, event.target.checked)}
                    />
                    <span className={styles.optionLabel}>{option.label}</span>
                    {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
                  </label>
                ))}
              </div>
            ))
          )}
        </div>
      </div>
      {(error || hint) && (
        <span id={`${id}-note`} className={error ? styles.error : styles.hint}>
          {error ?? hint}
        </span>
      )}
    </fieldset>
  );
}
