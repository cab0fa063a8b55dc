import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback-states.tsx';
import { FIX_GUIDES } from '../../../lib/fix-guides.ts';
import { FixGuidePage } from './fix-guide-page.tsx';
import { GuideList } from './guide-list.tsx';
import styles from './instructions.module.css';

/** `/instructions/*`: the list of guides, or the guide the path names. */
export function InstructionsPage() {
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (slug === '') return <GuideList />;
  const guide = FIX_GUIDES.find((candidate) => candidate.slug === slug);
  if (guide) return <FixGuidePage guide={guide} />;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Instructions</h1>
      <EmptyState title="There is no such guide" icon={<SearchX size={28} aria-hidden />}>
        <Link to="/instructions">See every guide</Link>
      </EmptyState>
    </div>
  );
}
