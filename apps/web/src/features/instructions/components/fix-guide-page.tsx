import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { FIX_TOPICS, fixTopicAnchor, type FIX_GUIDES } from '../../../lib/fix-guides.ts';
import { FIX_GUIDE_TEXTS } from '../content/fix-guides.ts';
import { GuideIcon } from './guide-icon.tsx';
import styles from './instructions.module.css';

const SECTIONS = [
  { id: 'owner', title: 'Who owns the listing' },
  { id: 'fixes', title: 'How to fix each characteristic' },
  { id: 'timing', title: 'How long a fix takes to show' },
  { id: 'confirm', title: 'How to confirm the fix' },
] as const;

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => <p key={text}>{text}</p>);
}

/**
 * Brings a linked section into view once the guide is drawn and moves the keyboard focus there,
 * so a "How to fix" link lands on the steps of its characteristic.
 */
function useLinkedSection(slug: string): string {
  const linked = decodeURIComponent(useLocation().hash.slice(1));
  useEffect(() => {
    const target = linked ? document.getElementById(linked) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [linked, slug]);
  return linked;
}

/** `/instructions/<slug>`: one channel family's guide, with its contents beside it. */
export function FixGuidePage({ guide }: { guide: (typeof FIX_GUIDES)[number] }) {
  const text = FIX_GUIDE_TEXTS[guide.slug];
  const linked = useLinkedSection(guide.slug);
  return (
    <div className={styles.page}>
      <Link to="/instructions" className={styles.back}>
        <ArrowLeft size={16} aria-hidden /> All instructions
      </Link>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <GuideIcon slug={guide.slug} size={13} /> How to fix listings on
        </p>
        <h1>{guide.title}</h1>
        <p className={styles.lead}>{text.summary}</p>
        <p className={styles.covers}>
          <strong>Covers:</strong> {text.covers}
        </p>
      </header>
      <div className={styles.body}>
        <nav className={styles.toc} aria-labelledby="guide-contents">
          <h2 id="guide-contents">Contents</h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
                {section.id === 'fixes' && (
                  <ol className={styles.tocTopics}>
                    {FIX_TOPICS.map((topic) => (
                      <li key={topic.id}>
                        <a href={`#${fixTopicAnchor(topic.id)}`}>{topic.title}</a>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article} aria-label={`${guide.title} guide`}>
          <section id="owner" tabIndex={-1} aria-labelledby="owner-title">
            <h2 id="owner-title">Who owns the listing</h2>
            <Paragraphs texts={text.owner} />
            <h3>Where it is edited</h3>
            <ul className={styles.editAt}>
              {text.editAt.map((place) => (
                <li key={place.label}>
                  <span>{place.label}</span>
                  <span className={styles.address}>{place.address}</span>
                </li>
              ))}
            </ul>
          </section>
          <section id="fixes" tabIndex={-1} aria-labelledby="fixes-title">
            <h2 id="fixes-title">How to fix each characteristic</h2>
            {FIX_TOPICS.map((topic) => (
              <section
                key={topic.id}
                id={fixTopicAnchor(topic.id)}
                tabIndex={-1}
                className={styles.topic}
                data-linked={linked === fixTopicAnchor(topic.id) || undefined}
                aria-labelledby={`${fixTopicAnchor(topic.id)}-title`}
              >
                <h3 id={`${fixTopicAnchor(topic.id)}-title`}>{topic.title}</h3>
                <ol>
                  {text.fixes[topic.id].map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
            ))}
          </section>
          <section id="timing" tabIndex={-1} aria-labelledby="timing-title">
            <h2 id="timing-title">How long a fix takes to show</h2>
            <Paragraphs texts={text.timing} />
          </section>
          <section id="confirm" tabIndex={-1} aria-labelledby="confirm-title">
            <h2 id="confirm-title">How to confirm the fix</h2>
            <Paragraphs texts={text.confirm} />
            <p>
              The next audit of the listing reads the channel again: the channel page then shows the
              result as accurate, and an open change request for the channel is confirmed by itself.
              If the result is still wrong after the time above, check who else sends content to the
              channel.
            </p>
          </section>
        </article>
      </div>
    </div>
  );
}
