import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand.tsx';
import { LEGAL_TEXTS } from '../content/legal-texts.ts';
import styles from './legal-page.module.css';

/** /terms and /privacy: open to everyone, signed in or not, as they are linked from sign-in. */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const text = LEGAL_TEXTS[kind];
  const other = kind === 'terms' ? 'privacy' : 'terms';
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Brand />
        <Link to="/" className={styles.back}>
          <ArrowLeft size={16} aria-hidden /> Back to the dashboard
        </Link>
      </header>
      <main className={styles.page}>
        <article>
          <h1>{text.title}</h1>
          <p className={styles.updated}>Last updated {text.updated}</p>
          <p className={styles.intro}>{text.intro}</p>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
        <footer className={styles.footer}>
          See also the <Link to={`/${other}`}>{LEGAL_TEXTS[other].title.toLowerCase()}</Link>.
        </footer>
      </main>
    </div>
  );
}
