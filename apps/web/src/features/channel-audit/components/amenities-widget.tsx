import type { AmenitiesWidget as AmenitiesData, AmenityReplacement } from '@lens/contracts';
import { ArrowRight, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import { flagKey } from '../state/flag-items.ts';
import type { Flags } from '../state/use-flags.ts';
import { AuditWidget } from './audit-widget.tsx';
import { FlagToggle, FlagMessages, SaveChanges } from './flag-controls.tsx';
import styles from './side-widgets.module.css';

function Group({
  title,
  count,
  tone,
  children,
  testId,
}: {
  title: string;
  count: number;
  tone: 'green' | 'red' | 'yellow' | 'blue';
  children: ReactNode;
  testId: string;
}) {
  if (count === 0) return null;
  return (
    <section className={styles.group} data-testid={testId}>
      <h3 className={styles.groupTitle}>
        <span className={styles.groupDot} data-tone={tone} aria-hidden />
        {title}
        <span className={styles.count}>{count}</span>
      </h3>
      {children}
    </section>
  );
}

/**
 * Amenities of the listing: what the channel must add, remove or rename to match the source, and
 * the matched ones, each of which can be flagged for modification.
 */
export function AmenitiesWidget({
  widget,
  add,
  remove,
  replace,
  hotelChainMode,
  flags,
}: {
  widget: AmenitiesData | null;
  add: string[];
  remove: string[];
  replace: AmenityReplacement[];
  hotelChainMode: boolean;
  flags: Flags;
}) {
  const matched = widget?.present ?? [];
  const nothing = matched.length + add.length + remove.length + replace.length === 0;
  return (
    <AuditWidget
      id="audit-amenities"
      title="Amenities"
      subtitle={
        widget?.status ? (
          <span className={styles.inline}>
            <StatusPill status={widget.status} hotelChainMode={hotelChainMode} />
            <ScoreBadge value={widget.accuracy} label="Amenities accuracy" />
          </span>
        ) : undefined
      }
      actions={<SaveChanges flags={flags} widget="amenities" />}
      notice={<FlagMessages widget="amenities" />}
      span={6}
    >
      {nothing ? (
        <EmptyState title="No amenities audited" icon={<ListChecks size={28} aria-hidden />}>
          Neither the source nor the channel lists amenities for this property.
        </EmptyState>
      ) : (
        <div className={styles.groups}>
          <Group title="Add on the channel" count={add.length} tone="red" testId="amenities-add">
            <ul className={styles.chips}>
              {add.map((name) => (
                <li key={name} className={styles.chip} data-tone="red">
                  {name}
                </li>
              ))}
            </ul>
          </Group>
          <Group
            title="Remove from the channel"
            count={remove.length}
            tone="yellow"
            testId="amenities-remove"
          >
            <ul className={styles.chips}>
              {remove.map((name) => (
                <li key={name} className={styles.chip} data-tone="yellow">
                  {name}
                </li>
              ))}
            </ul>
          </Group>
          <Group
            title="Rename on the channel"
            count={replace.length}
            tone="blue"
            testId="amenities-replace"
          >
            <ul className={styles.replacements}>
              {replace.map(({ from, to }) => (
                <li key={`${from}>${to}`}>
                  <span className={styles.chip} data-tone="gray">
                    {from}
                  </span>
                  <ArrowRight size={14} aria-hidden />
                  <span className="visually-hidden">becomes</span>
                  <span className={styles.chip} data-tone="blue">
                    {to}
                  </span>
                </li>
              ))}
            </ul>
          </Group>
          <Group title="Matched" count={matched.length} tone="green" testId="amenities-matched">
            {matched.some((amenity) => amenity.canCreateMatchedNote) && (
              <p className={styles.hint}>Select a matched amenity to flag it for modification.</p>
            )}
            <ul className={styles.chips}>
              {matched.map((amenity) => (
                <li key={amenity.name}>
                  <FlagToggle
                    flags={flags}
                    itemKey={flagKey('amenities', 'AMENITIES', amenity.name)}
                    label={amenity.name}
                    showLabel
                  />
                </li>
              ))}
            </ul>
          </Group>
        </div>
      )}
    </AuditWidget>
  );
}
