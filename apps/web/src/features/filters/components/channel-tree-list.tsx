import type { FilterSelection } from '@lens/domain';
import { ChevronRight, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../../components/form-controls.tsx';
import {
  categoryState,
  checkedChannels,
  toggleCategory,
  toggleChannel,
  type CheckState,
  type TreeCategory,
  type TreeSelection,
} from '../state/channel-tree.ts';
import { noDataHint, searchable } from '../state/filter-model.ts';
import listStyles from './option-list.module.css';
import styles from './channel-tree-list.module.css';

export interface ChannelTreeListProps {
  tree: readonly TreeCategory[];
  /** The staged selection; the tree reads and writes its site, site_group and channel_group. */
  selection: FilterSelection;
  onChange(next: TreeSelection): void;
}

/**
 * Channel categories with their channels, ESSENTIALS first where the view has it, then the
 * client's channel groups. A node's box is ticked, half-ticked or empty from its channels; nodes
 * open to show them.
 */
export function ChannelTreeList({ tree, selection, onChange }: ChannelTreeListProps) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const checked = useMemo(() => checkedChannels(tree, selection), [tree, selection]);
  const term = searchable(search.trim());
  const visible = useMemo(
    () =>
      tree.flatMap((category) => {
        if (!term || searchable(category.name).includes(term))
          return [{ category, channels: category.channels }];
        const channels = category.channels.filter((c) => searchable(c.name).includes(term));
        return channels.length > 0 ? [{ category, channels }] : [];
      }),
    [tree, term],
  );
  const withData = visible.filter((entry) => entry.category.available);
  const withoutData = visible.filter((entry) => !entry.category.available);
  const anySelected =
    (selection.site ?? []).length +
      (selection.site_group ?? []).length +
      (selection.channel_group ?? []).length >
    0;

  const toggleOpen = (key: string) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const renderCategory = ({ category, channels }: (typeof visible)[number]) => {
    // A search that matched channels inside a category shows them without a click.
    const open = expanded.has(category.key) || (term !== '' && channels !== category.channels);
    const state = categoryState(category, selection, checked);
    const childrenId = `channels-${category.key}`;
    return (
      <li key={category.key} className={styles.category}>
        <div className={styles.categoryRow}>
          <label
            className={`${listStyles.option} ${styles.categoryLabel}`}
            data-available={category.available}
            data-category={category.kind === 'group' ? undefined : category.key}
            data-channel-group={category.groupId ?? undefined}
            title={
              category.available
                ? undefined
                : noDataHint(category.kind === 'group' ? 'channel group' : 'channel category')
            }
          >
            <TriStateBox
              state={state}
              onChange={() => onChange(toggleCategory(tree, selection, category))}
            />
            {category.kind === 'essentials' ? (
              <Star size={14} className={styles.essentials} aria-hidden />
            ) : category.kind === 'group' ? (
              <span className={styles.groupMark} aria-hidden />
            ) : (
              <span
                className={styles.dot}
                style={{ background: category.color ?? 'var(--color-gray)' }}
                aria-hidden
              />
            )}
            <span className={listStyles.name}>{category.name}</span>
            {category.channels.length > 0 && (
              <span className={listStyles.code}>{category.channels.length}</span>
            )}
          </label>
          {category.channels.length > 0 && (
            <button
              type="button"
              className={styles.expand}
              aria-expanded={open}
              aria-controls={childrenId}
              aria-label={`${open ? 'Hide' : 'Show'} channels of ${category.name}`}
              onClick={() => toggleOpen(category.key)}
            >
              <ChevronRight size={16} aria-hidden />
            </button>
          )}
        </div>
        {open && (
          <ul id={childrenId} className={styles.channels}>
            {channels.map((channel) => (
              <li key={channel.id}>
                <label
                  className={listStyles.option}
                  data-available={channel.available}
                  data-channel={channel.id}
                  title={channel.available ? undefined : noDataHint('channel')}
                >
                  <input
                    type="checkbox"
                    checked={checked.has(channel.id)}
                    onChange={() => onChange(toggleChannel(tree, selection, channel.id))}
                  />
                  <span className={listStyles.name}>{channel.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <div className={listStyles.list}>
      <SearchInput
        label="Search channels, groups and categories"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className={listStyles.actions}>
        <span className={listStyles.summary}>
          {anySelected ? `${checked.size} channels selected` : 'All channels'}
        </span>
        <button
          type="button"
          className={listStyles.link}
          disabled={!anySelected}
          onClick={() => onChange({ site: [], site_group: [], channel_group: [] })}
        >
          Clear
        </button>
      </div>
      {visible.length === 0 ? (
        <p className={listStyles.empty}>No channel, group or category matches “{search.trim()}”.</p>
      ) : (
        <div className={styles.tree}>
          <ul className={styles.categories} aria-label="Channel categories">
            {withData.map(renderCategory)}
          </ul>
          {withoutData.length > 0 && (
            <>
              <div className={listStyles.header}>
                <span>No data with the current filters</span>
                <span className="tabular">{withoutData.length}</span>
              </div>
              <ul className={styles.categories} aria-label="Channel categories without data">
                {withoutData.map(renderCategory)}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** A checkbox that can show "some of them" (the DOM's indeterminate state has no attribute). */
function TriStateBox({ state, onChange }: { state: CheckState; onChange(): void }) {
  return (
    <input
      type="checkbox"
      checked={state === 'checked'}
      ref={(box) => {
        if (box) box.indeterminate = state === 'mixed';
      }}
      onChange={onChange}
    />
  );
}
