import type {
  ComparedDescription,
  DescriptionComparisonItem,
  DescriptionWidget as DescriptionWidgetData,
} from '@lens/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import { flagKey } from '../state/flag-items.ts';
import type { Flags } from '../state/use-flags.ts';
import { AuditWidget } from './audit-widget.tsx';
import { CopyButton } from './copy-button.tsx';
import { FlagToggle, FlagMessages, SaveChanges } from './flag-controls.tsx';
import { languageName } from './format.ts';
import styles from './description-widget.module.css';

/** The legend of the highlighted fragments (docs/product-rules.md, "Audit details"). */
export const LEGEND = {
  DELETE: 'In channel but not in source',
  INSERT: 'In source but missing in channel',
} as const;

function plainText(description: ComparedDescription): string {
  const body = description.descriptionFragment.map((fragment) => fragment.text).join('');
  return description.header ? `${description.header}\n\n${body}` : body;
}

function Column({
  title,
  description,
  empty,
  lang,
}: {
  title: string;
  description: ComparedDescription | null;
  empty: string;
  lang: string;
}) {
  const hasText = !!description && description.descriptionFragment.length > 0;
  return (
    <section className={styles.column} aria-label={title} data-testid="description-column">
      <header className={styles.columnHeader}>
        <h3>{title}</h3>
        {hasText && <CopyButton text={plainText(description)} label={title.toLowerCase()} />}
      </header>
      {hasText ? (
        <div
          className={styles.text}
          lang={lang}
          // The text scrolls when long, so it takes focus to scroll from the keyboard.
          tabIndex={0}
          role="region"
          aria-label={`${title} text`}
        >
          {description.header && <p className={styles.textHeader}>{description.header}</p>}
          <p>
            {description.descriptionFragment.map((fragment, index) =>
              fragment.highlightType ? (
                <mark
                  key={index}
                  className={styles[fragment.highlightType]}
                  data-highlight={fragment.highlightType}
                  title={LEGEND[fragment.highlightType]}
                >
                  {fragment.text}
                </mark>
              ) : (
                <span key={index}>{fragment.text}</span>
              ),
            )}
          </p>
        </div>
      ) : (
        <p className={styles.missing}>{empty}</p>
      )}
    </section>
  );
}

function Legend() {
  return (
    <ul className={styles.legend} aria-label="Highlight legend" data-testid="description-legend">
      <li>
        <span className={`${styles.swatch} ${styles.DELETE}`} aria-hidden />
        {LEGEND.DELETE}
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.INSERT}`} aria-hidden />
        {LEGEND.INSERT}
      </li>
    </ul>
  );
}

function Comparison({
  item,
  hotelChainMode,
  channelName,
  flags,
}: {
  item: DescriptionComparisonItem;
  hotelChainMode: boolean;
  channelName: string;
  flags: Flags;
}) {
  const language = languageName(item.language);
  // Hotel-chain mode compares the PIM text with the channel's: source first, as the legend reads.
  const columns = hotelChainMode
    ? [
        {
          title: 'PIM description',
          description: item.previousComparedDescription,
          empty: `No PIM description in ${language}.`,
        },
        {
          title: `${channelName} description`,
          description: item.currentComparedDescription,
          empty: `${channelName} shows no description in ${language}.`,
        },
      ]
    : [
        {
          title: 'Current description',
          description: item.currentComparedDescription,
          empty: `${channelName} shows no description in ${language}.`,
        },
        {
          title: 'Previous capture',
          description: item.previousComparedDescription,
          empty: 'No earlier capture to compare with.',
        },
      ];
  return (
    <div className={styles.comparison}>
      <div className={styles.toolbar}>
        <span className={styles.itemStatus}>
          <StatusPill status={item.status} hotelChainMode={hotelChainMode} />
          <FlagToggle
            flags={flags}
            itemKey={flagKey('description', 'DESCRIPTION', item.language)}
            label={`the ${language} description`}
          />
        </span>
        <Legend />
      </div>
      <div className={styles.columns}>
        {columns.map((column) => (
          <Column key={column.title} {...column} lang={item.language} />
        ))}
      </div>
    </div>
  );
}

/**
 * The description comparison screen: per language, the channel's current
 * text against its previous capture, or in hotel-chain mode the PIM text against the channel's,
 * with deleted and inserted fragments highlighted; the columns stack below 1024 px.
 */
export function DescriptionWidget({
  widget,
  hotelChainMode,
  channelName,
  flags,
}: {
  widget: DescriptionWidgetData | null;
  hotelChainMode: boolean;
  channelName: string;
  flags: Flags;
}) {
  const items = widget?.comparedDescriptions ?? [];
  const [language, setLanguage] = useState(items[0]?.language ?? '');
  const subtitle = hotelChainMode
    ? `PIM description against ${channelName}`
    : `Current description against the previous capture`;
  return (
    <AuditWidget
      id="audit-description"
      title="Description"
      subtitle={subtitle}
      actions={<SaveChanges flags={flags} widget="description" />}
      notice={<FlagMessages widget="description" />}
    >
      {items.length === 0 ? (
        <EmptyState title="No description to compare" icon={<FileText size={28} aria-hidden />}>
          Neither the source nor {channelName} has a description for this property.
        </EmptyState>
      ) : items.length === 1 ? (
        <Comparison
          item={items[0]!}
          hotelChainMode={hotelChainMode}
          channelName={channelName}
          flags={flags}
        />
      ) : (
        <Tabs.Root value={language} onValueChange={setLanguage}>
          <Tabs.List className={styles.tabs} aria-label="Description language">
            {items.map((item) => (
              <Tabs.Trigger key={item.language} value={item.language} className={styles.tab}>
                {languageName(item.language)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {items.map((item) => (
            <Tabs.Content key={item.language} value={item.language} className={styles.panel}>
              <Comparison
                item={item}
                hotelChainMode={hotelChainMode}
                channelName={channelName}
                flags={flags}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </AuditWidget>
  );
}
