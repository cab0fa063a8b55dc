import { CircleHelp, MessageCircleQuestion } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { SearchInput } from '../../../components/form-controls.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useTypedSearch } from '../../../lib/use-typed-search.ts';
import { HELP_TOPICS, searchTopics, type HelpEntry } from '../content/help-topics.ts';
import { useAskQuestion } from './ask-question-store.ts';
import styles from './help-page.module.css';

function Answer({ entry }: { entry: HelpEntry }) {
  return (
    <div className={styles.answer}>
      {entry.answer.map((part, index) =>
        typeof part === 'string' ? (
          <p key={index}>{part}</p>
        ) : (
          <ul key={index}>
            {part.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/**
 * /faq and /faq-hilton: answers grouped by topic, searchable, and the way to ask support when the
 * answer is not there. The hotel-chain variant starts with what differs in those views. The search
 * lives in the query string (`q`), so a link can point at the answers to one question.
 */
export function HelpPage({ variant }: { variant: 'standard' | 'hotel-chain' }) {
  const list = useListParams();
  // The answers follow each key; the URL catches up once typing pauses.
  const [search, setSearch] = useTypedSearch(list.search, list.setSearch);
  const openQuestion = useAskQuestion((state) => state.setOpen);
  const topics = useMemo(() => searchTopics(HELP_TOPICS[variant], search), [variant, search]);
  const searching = search.trim() !== '';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <CircleHelp size={13} aria-hidden /> Help
        </p>
        <h1>{variant === 'hotel-chain' ? 'Help for hotel-chain views' : 'How can we help?'}</h1>
        <p className={styles.lead}>
          Answers to what content teams ask most about scores, filters and fixing listings.
        </p>
        <div className={styles.search}>
          <SearchInput
            label="Search the help"
            placeholder="Search, e.g. knockout or password"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </header>
      <div className={styles.body}>
        {!searching && (
          <nav className={styles.toc} aria-label="Help topics">
            <ul>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a href={`#${topic.id}`}>{topic.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.topics}>
          {topics.length === 0 && (
            <EmptyState title="No answer mentions that">
              Try another word, or ask our support team below.
            </EmptyState>
          )}
          {topics.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`}>
              <h2 id={`${topic.id}-title`}>{topic.title}</h2>
              {topic.entries.map((entry) => (
                <details key={entry.id} className={styles.entry} open={searching || undefined}>
                  <summary>{entry.question}</summary>
                  <Answer entry={entry} />
                </details>
              ))}
            </section>
          ))}
          <aside className={styles.ask}>
            <MessageCircleQuestion size={28} aria-hidden />
            <div>
              <h2>Still have a question?</h2>
              <p>Our support team answers within 48 hours. Screenshots help us answer faster.</p>
            </div>
            <Button variant="primary" onClick={() => openQuestion(true)}>
              Ask a question
            </Button>
          </aside>
        </div>
      </div>
    </div>
  );
}
