import type { CharacteristicAuditNotes } from '@lens/contracts';
import { displayAuditNotes } from '@lens/domain';
import { CheckCircle2, MessageSquareText, NotebookPen } from 'lucide-react';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { HowToFixLink } from '../../../components/how-to-fix-link.tsx';
import { AuditWidget } from './audit-widget.tsx';
import styles from './notes.module.css';

/**
 * The audit result notes (hotel-chain mode): per characteristic, prioritised names first, the
 * options with the instruction for each source, the option chosen and the auditor's comment.
 * IMPOSSIBLE_TO_ADD options are removed and notes that chose one hidden. When
 * the notes fail to load they are cleared, not left from an earlier audit. An option to be done on
 * the audited channel links to that channel's guide at the characteristic's steps.
 */
export function NotesWidget({
  notes,
  loading,
  channelName,
}: {
  notes: CharacteristicAuditNotes[] | undefined;
  loading: boolean;
  channelName: string;
}) {
  const shown = displayAuditNotes(notes ?? []).filter((result) => result.notes.length > 0);
  return (
    <AuditWidget
      id="audit-notes"
      title="Notes and instructions"
      subtitle="What to do about each result, per source"
    >
      {loading ? (
        <div className={styles.skeleton}>
          <Skeleton height={18} width="40%" />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title="No notes on this audit" icon={<NotebookPen size={28} aria-hidden />}>
          The auditors left no instructions for this listing.
        </EmptyState>
      ) : (
        <ul className={styles.results} data-testid="audit-notes-list">
          {shown.map((result) => (
            <li key={result.characteristicType} data-characteristic={result.characteristicType}>
              <h3 className={styles.name}>{result.name}</h3>
              {result.notes.map((note) => (
                <div key={note.id} className={styles.note}>
                  <ol className={styles.options} aria-label={`Options for ${result.name}`}>
                    {note.options.map((option) => {
                      const selected = option.id === note.selectedOptionId;
                      return (
                        <li key={option.id} className={styles.option} data-selected={selected}>
                          <span className={styles.source}>{option.instruction.source}</span>
                          <span className={styles.instruction}>{option.instruction.content}</span>
                          {option.instruction.source === channelName && (
                            <HowToFixLink
                              channel={{ name: channelName }}
                              characteristic={result.characteristicType}
                              className={styles.howToFix}
                            />
                          )}
                          {selected && (
                            <span className={styles.selected}>
                              <CheckCircle2 size={14} aria-hidden /> Selected
                            </span>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                  {note.comment && (
                    <p className={styles.comment}>
                      <MessageSquareText size={14} aria-hidden />
                      <span>
                        <span className="visually-hidden">Comment: </span>
                        {note.comment}
                      </span>
                    </p>
                  )}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </AuditWidget>
  );
}
