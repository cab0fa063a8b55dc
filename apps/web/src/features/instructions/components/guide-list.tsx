import { BookOpen, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { FIX_GUIDES } from '../../../lib/fix-guides.ts';
import { FIX_GUIDE_TEXTS } from '../content/fix-guides.ts';
import { GuideIcon } from './guide-icon.tsx';
import styles from './instructions.module.css';

/** `/instructions`: every guide, and the three steps every fix goes through. */
export function GuideList() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <BookOpen size={13} aria-hidden /> Fixing listings
        </p>
        <h1>Instructions</h1>
        <p className={styles.lead}>
          How to correct a listing on each channel: who owns it, where it is edited, the steps for
          every characteristic we audit, and how long the fix takes to show.
        </p>
      </header>
      <ul className={styles.guides} aria-label="Guides by channel">
        {FIX_GUIDES.map((guide) => {
          const text = FIX_GUIDE_TEXTS[guide.slug];
          return (
            <li key={guide.slug}>
              <Link to={guide.slug} className={styles.guideCard}>
                <span className={styles.guideIcon}>
                  <GuideIcon slug={guide.slug} />
                </span>
                <span className={styles.guideText}>
                  <span className={styles.guideTitle}>{guide.title}</span>
                  <span className={styles.guideSummary}>{text.summary}</span>
                  <span className={styles.guideCovers}>{text.covers}</span>
                </span>
                <ChevronRight size={18} aria-hidden className={styles.guideArrow} />
              </Link>
            </li>
          );
        })}
      </ul>
      <section className={styles.howItWorks} aria-labelledby="fix-cycle-title">
        <h2 id="fix-cycle-title">Every fix, on any channel</h2>
        <ol>
          <li>
            <strong>Check the reference first.</strong> If the value in your property information
            system is itself wrong, correct it there: the audit compares channels with it.
          </li>
          <li>
            <strong>Fix it where the channel takes it from.</strong> The guide says who owns the
            listing and where it is edited; a change request gives the values to paste.
          </li>
          <li>
            <strong>Let the next audit confirm it.</strong> Once the channel shows the fix, the next
            audit marks the result accurate and confirms any open change request by itself.
          </li>
        </ol>
      </section>
    </div>
  );
}
