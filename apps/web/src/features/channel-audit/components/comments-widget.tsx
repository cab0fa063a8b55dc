import type { CharacteristicNotes } from '@lens/contracts';
import { CheckCheck, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuditWidget } from './audit-widget.tsx';
import styles from './notes.module.css';

function Section({
  title,
  icon,
  entries,
  empty,
  testId,
}: {
  title: string;
  icon: ReactNode;
  entries: CharacteristicNotes[];
  empty: string;
  testId: string;
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h3 className={styles.sectionTitle}>
        {icon}
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <dl className={styles.entries}>
          {entries.map((entry) => (
            <div key={entry.characteristicType}>
              <dt>{entry.name}</dt>
              {entry.notes.map((note, index) => (
                <dd key={index}>{note}</dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** What the auditors wrote on this audit, and the issues they marked resolved. */
export function CommentsWidget({
  comments,
  resolved,
}: {
  comments: CharacteristicNotes[];
  resolved: CharacteristicNotes[];
}) {
  return (
    <AuditWidget id="audit-comments" title="Comments and resolved issues" span={6}>
      <div className={styles.sections}>
        <Section
          title="Comments"
          icon={<MessagesSquare size={15} aria-hidden />}
          entries={comments}
          empty="No comments on this audit."
          testId="audit-comments-list"
        />
        <Section
          title="Resolved issues"
          icon={<CheckCheck size={15} aria-hidden />}
          entries={resolved}
          empty="No issue was resolved in this audit."
          testId="audit-resolved-list"
        />
      </div>
    </AuditWidget>
  );
}
